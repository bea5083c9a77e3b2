import { driverRead } from '../db/driverRead.ts';
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

type BalanceRow = { kind: string; currency: string; balance_minor: string | number };

/** The balance read is the app's hottest query, so it goes to the driver directly (see driverRead.ts). */
const balanceRows = driverRead<BalanceRow>(
  'member_balance',
  `select kind, currency, balance_minor from ledger_accounts
   where member_id = $1 and kind in ('central', 'virtual', 'withdrawal_hold')`,
);

/** Balances of the member's own (non-venue) accounts: one indexed query, on the database handle (not a transaction). */
export async function memberBalance(database: MoneyExecutor, member: MemberRef): Promise<MemberBalance> {
  const settings = siteMoneySettings(member.siteCode);
  const rows = await balanceRows(database, [member.id]);
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
  // bigint arrives as a string from node-postgres; balances are far inside Number's exact range
  for (const row of rows)
    if (row.kind === kind && row.currency === currency) return Number(row.balance_minor);
  return 0;
}
