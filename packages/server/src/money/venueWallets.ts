import type { Locale } from '@platform/domain';
import { and, asc, eq } from 'drizzle-orm';
import { venues } from '../db/schema/catalogue.ts';
import { ledgerAccounts } from '../db/schema/ledger.ts';
import { maintenanceNoteFor } from '../i18n/maintenanceNote.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import type { MemberRef } from './memberContext.ts';

export type VenueWalletBalance = {
  walletCode: string;
  name: string;
  currency: string;
  balanceMinor: number;
  maintenance: boolean;
  /** the operator's message while under maintenance, in the reader's language */
  maintenanceNote?: string;
};

/**
 * Every venue of the member's site with the member's wallet balance there (0 where the wallet was never used:
 * venue accounts are opened by the first transfer).
 */
export async function venueWalletsOf(
  database: MoneyExecutor,
  member: MemberRef,
  /** the member's language, for the maintenance messages; absent: none are read */
  locale?: Locale,
): Promise<VenueWalletBalance[]> {
  const currency = siteMoneySettings(member.siteCode).centralCurrency;
  const rows = await database
    .select({
      walletCode: venues.walletCode,
      name: venues.name,
      maintenance: venues.maintenance,
      maintenanceNote: venues.maintenanceNote,
      balanceMinor: ledgerAccounts.balanceMinor,
    })
    .from(venues)
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.memberId, member.id),
        eq(ledgerAccounts.kind, 'venue'),
        eq(ledgerAccounts.walletCode, venues.walletCode),
        eq(ledgerAccounts.currency, currency),
      ),
    )
    .where(eq(venues.siteCode, member.siteCode))
    .orderBy(asc(venues.walletCode));
  return rows.map(({ maintenanceNote, ...row }) => {
    const note = row.maintenance && locale ? maintenanceNoteFor(maintenanceNote, locale) : undefined;
    return {
      ...row,
      currency,
      balanceMinor: row.balanceMinor ?? 0,
      ...(note === undefined ? {} : { maintenanceNote: note }),
    };
  });
}

/**
 * The member's venue wallet balances keyed by wallet code, for the demo venue page and launches.
 * Looks the member's site up from their accounts, so callers need only the member id.
 */
export async function venueBalances(
  database: MoneyExecutor,
  memberId: string,
): Promise<{ walletCode: string; currency: string; balanceMinor: number }[]> {
  return database
    .select({
      walletCode: ledgerAccounts.walletCode,
      currency: ledgerAccounts.currency,
      balanceMinor: ledgerAccounts.balanceMinor,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'venue')))
    .orderBy(asc(ledgerAccounts.walletCode));
}

/** The venue behind a wallet code on the member's site, or null when the site has no such venue. */
export async function findVenue(
  database: MoneyExecutor,
  siteCode: string,
  walletCode: string,
): Promise<{ walletCode: string; name: string; maintenance: boolean } | null> {
  const [venue] = await database
    .select({ walletCode: venues.walletCode, name: venues.name, maintenance: venues.maintenance })
    .from(venues)
    .where(and(eq(venues.siteCode, siteCode), eq(venues.walletCode, walletCode)));
  return venue ?? null;
}
