import { and, eq, inArray } from 'drizzle-orm';
import { ledgerAccounts } from '../db/schema/ledger.ts';
import type { MoneyExecutor } from './ledger/executor.ts';
import type { MemberRef } from './memberContext.ts';
import { siteMoneySettings } from './siteMoneySettings.ts';

export type MemberBalance = {
  currency: string;
  balanceMinor: number;
  withdrawalPendingMinor: number;
  virtualCurrency: string;
  virtualBalanceMinor: number;
};

/** Balances of the member's own (non-venue) accounts: one indexed query, the hot path of the app. */
export async function memberBalance(database: MoneyExecutor, member: MemberRef): Promise<MemberBalance> {
  const settings = siteMoneySettings(member.siteCode);
  const rows = await database
    .select({
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      balanceMinor: ledgerAccounts.balanceMinor,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.memberId, member.id),
        inArray(ledgerAccounts.kind, ['central', 'virtual', 'withdrawal_hold']),
      ),
    );
  const balanceOf = (kind: string, currency: string) =>
    rows.find((row) => row.kind === kind && row.currency === currency)?.balanceMinor ?? 0;
  return {
    currency: settings.centralCurrency,
    balanceMinor: balanceOf('central', settings.centralCurrency),
    withdrawalPendingMinor: balanceOf('withdrawal_hold', settings.centralCurrency),
    virtualCurrency: settings.virtualCurrency,
    virtualBalanceMinor: balanceOf('virtual', settings.virtualCurrency),
  };
}
