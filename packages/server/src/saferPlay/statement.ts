import { and, eq, gte, inArray, or, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema/ledger.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import type { MemberRef } from './memberRef.ts';

const MONTHS = 12;

/** The last twelve calendar months of the site's time zone, newest first, as `YYYY-MM`. */
function lastMonths(now: Date, timeZone: string): string[] {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now);
  const year = Number(parts.find((part) => part.type === 'year')?.value);
  const month = Number(parts.find((part) => part.type === 'month')?.value);
  return Array.from({ length: MONTHS }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

type MonthRow = { month: string; kind: string; amount: string };

/**
 * The member's activity per month for the last twelve, from ledger rows in the central currency: deposits
 * credited, withdrawals paid out, stakes and wins at the venues, and the net of play (wins less stakes).
 */
export async function activityStatement(database: MoneyExecutor, member: MemberRef, now: Date) {
  const { centralCurrency: currency, timeZone } = siteMoneySettings(member.siteCode);
  const months = lastMonths(now, timeZone);
  const oldest = months.at(-1) ?? '';
  const month = sql<string>`to_char(${ledgerTransactions.createdAt} at time zone ${timeZone}, 'YYYY-MM')`;
  const rows = (await database
    .select({ month, kind: ledgerTransactions.kind, amount: sql<string>`sum(${ledgerEntries.amountMinor})` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransactions.memberId, member.id),
        eq(ledgerAccounts.memberId, member.id),
        eq(ledgerAccounts.currency, currency),
        // a month's first instant in the site's zone, a day early: the month filter below is exact
        gte(ledgerTransactions.createdAt, new Date(Date.parse(`${oldest}-01T00:00:00Z`) - 86_400_000)),
        or(
          and(eq(ledgerTransactions.kind, 'deposit'), eq(ledgerAccounts.kind, 'central')),
          and(eq(ledgerTransactions.kind, 'withdrawal_paid'), eq(ledgerAccounts.kind, 'withdrawal_hold')),
          and(
            inArray(ledgerTransactions.kind, ['bet_stake', 'bet_payout']),
            eq(ledgerAccounts.kind, 'venue'),
          ),
        ),
      ),
    )
    // by position: the month expression carries the zone as a parameter, which a repeated expression would not match
    .groupBy(sql`1`, ledgerTransactions.kind)) as MonthRow[];
  const total = (monthKey: string, kind: string) =>
    Math.abs(Number(rows.find((row) => row.month === monthKey && row.kind === kind)?.amount ?? 0));
  return {
    currency,
    months: months.map((key) => {
      const stakesMinor = total(key, 'bet_stake');
      const winsMinor = total(key, 'bet_payout');
      return {
        month: key,
        depositsMinor: total(key, 'deposit'),
        withdrawalsMinor: total(key, 'withdrawal_paid'),
        stakesMinor,
        winsMinor,
        netMinor: winsMinor - stakesMinor,
      };
    }),
  };
}
