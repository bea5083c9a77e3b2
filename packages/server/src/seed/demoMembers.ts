import type { Database } from '../db/database.ts';
import { members } from '../db/schema/members.ts';
import { findMemberByUsername, newInviteCode } from '../members/memberRecords.ts';
import { hashPassword } from '../security/passwords.ts';
import type { Site } from '../sites/siteDirectory.ts';

export const DEMO_USERNAME = 'demo';
/** The demo login's password unless DEMO_PASSWORD is set; printed at start, for the demo sites only. */
export const DEFAULT_DEMO_PASSWORD = 'Demo2026';

/** Creates the site's demo member if missing and returns its id (an existing member keeps its password). */
export async function ensureDemoMember(db: Database, site: Site, password: string): Promise<string> {
  const existing = await findMemberByUsername(db, site.code, DEMO_USERNAME);
  if (existing) return existing.id;
  const [created] = await db
    .insert(members)
    .values({
      siteCode: site.code,
      username: DEMO_USERNAME,
      passwordHash: await hashPassword(password),
      inviteCode: newInviteCode(),
      realName: null,
      vipLevel: 1,
      depositTotalMinor: 300_000,
      turnoverTotalMinor: 1_200_000,
    })
    .onConflictDoNothing()
    .returning({ id: members.id });
  const id = created?.id ?? (await findMemberByUsername(db, site.code, DEMO_USERNAME))?.id;
  if (!id) throw new Error(`demo member of ${site.code} could not be created`);
  return id;
}
