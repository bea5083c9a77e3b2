import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { members } from '../db/schema/members.ts';
import type { Site } from '../sites/siteDirectory.ts';

/**
 * Automatic transfer (免转, issue 21) as it applies to one member: their own choice, stored on the member, else the
 * site config's default (`features.venueAutoTransfer`). The money itself moves through the transfer endpoint, under
 * its idempotency keys and ledger: this is only the preference the app acts on at launch and at leave.
 */
export async function autoTransferSettingOf(db: Database, site: Site, memberId: string) {
  const [row] = await db
    .select({ choice: members.venueAutoTransfer })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.siteCode, site.code)));
  const siteDefault = site.config.features.venueAutoTransfer;
  return { automatic: row?.choice ?? siteDefault, siteDefault };
}

/** Stores the member's choice; from then on it applies whatever the site's default becomes. */
export async function chooseAutoTransfer(db: Database, site: Site, memberId: string, automatic: boolean) {
  await db
    .update(members)
    .set({ venueAutoTransfer: automatic })
    .where(and(eq(members.id, memberId), eq(members.siteCode, site.code)));
  return autoTransferSettingOf(db, site, memberId);
}
