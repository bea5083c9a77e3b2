import { and, eq, inArray, sql } from 'drizzle-orm';
import { ledgerAccounts } from '../db/schema/ledger.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import type { MemberRef } from './memberContext.ts';

export type MemberBalance = {
  currency: string;
  balanceMinor: number;
  withdrawalPendingMinor: number;
  virtualCurrency: string;
  virtualBalanceMinor: number;
};

function prepareBalanceQuery(database: MoneyExecutor) {
  return database
    .select({
      kind: ledgerAccounts.kind,
      currency: ledgerAccounts.currency,
      balanceMinor: ledgerAccounts.balanceMinor,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.memberId, sql.placeholder('memberId')),
        inArray(ledgerAccounts.kind, ['central', 'virtual', 'withdrawal_hold']),
      ),
    )
    .prepare('member_balance');
}

type BalanceRow = { kind: string; currency: string; balanceMinor: number };

/** The balance read is the app's hottest query: prepared once per database handle, planned once per connection. */
const preparedBalanceQueries = new WeakMap<MoneyExecutor, ReturnType<typeof prepareBalanceQuery>>();

/** Balances of the member's own (non-venue) accounts: one indexed query. */
export async function memberBalance(database: MoneyExecutor, member: MemberRef): Promise<MemberBalance> {
  const settings = siteMoneySettings(member.siteCode);
  let query = preparedBalanceQueries.get(database);
  if (!query) {
    query = prepareBalanceQuery(database);
    preparedBalanceQueries.set(database, query);
  }
  const rows = await query.execute({ memberId: member.id });
  return {
    currency: settings.centralCurrency,
    balanceMinor: balanceOf(rows, 'central', settings.centralCurrency),
    withdrawalPendingMinor: balanceOf(rows, 'withdrawal_hold', settings.centralCurrency),
    virtualCurrency: settings.virtualCurrency,
    virtualBalanceMinor: balanceOf(rows, 'virtual', settings.virtualCurrency),
  };
}

/**
 * A plain loop at module level, not a closure made on every read: under tsx every function expression made in a
 * hot path is also renamed (`__name`, an `Object.defineProperty`) each time it is made.
 */
function balanceOf(rows: readonly BalanceRow[], kind: string, currency: string): number {
  for (const row of rows) if (row.kind === kind && row.currency === currency) return row.balanceMinor;
  return 0;
}
