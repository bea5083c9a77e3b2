import { type LimitPeriod, rollingPeriodMs } from '@platform/domain';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema/ledger.ts';
import { depositOrders } from '../db/schema/paymentTables.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';

/** What a rolling period has counted so far and when its oldest counted movement leaves it. */
export type PeriodUsage = { used: number; oldestAt: Date | null };

type RollingPeriod = Exclude<LimitPeriod, 'session'>;

function windowStart(period: RollingPeriod, now: Date): Date {
  return new Date(now.getTime() - rollingPeriodMs[period]);
}

/** When the oldest counted movement leaves the period: the limit frees up from then. */
export function resetTime(usage: PeriodUsage, period: RollingPeriod): Date | null {
  return usage.oldestAt ? new Date(usage.oldestAt.getTime() + rollingPeriodMs[period]) : null;
}

/**
 * Deposits counted against a deposit limit: orders placed in the period in the central currency that were
 * approved, or are still pending and payable (a pending order reserves its amount, so placing several orders
 * cannot pass the limit before an operator approves them).
 */
export async function depositUsage(
  database: MoneyExecutor,
  memberId: string,
  currency: string,
  period: RollingPeriod,
  now: Date,
): Promise<PeriodUsage> {
  const [row] = await database
    .select({
      used: sql<string>`coalesce(sum(${depositOrders.amountMinor}), 0)`,
      oldestAt: sql<string | null>`min(${depositOrders.createdAt})`,
    })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        eq(depositOrders.currency, currency),
        gt(depositOrders.createdAt, windowStart(period, now)),
        or(
          eq(depositOrders.status, 'approved'),
          and(eq(depositOrders.status, 'pending'), gt(depositOrders.expiresAt, now)),
        ),
      ),
    );
  return { used: Number(row?.used ?? 0), oldestAt: row?.oldestAt ? new Date(row.oldestAt) : null };
}

/**
 * The member's net loss in the period from the ledger: stakes less wins on their venue wallets (bet_stake and
 * bet_payout postings), never below zero (a net win leaves the whole limit).
 */
export async function lossUsage(
  database: MoneyExecutor,
  memberId: string,
  period: RollingPeriod,
  now: Date,
): Promise<PeriodUsage> {
  const [row] = await database
    .select({
      net: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)`,
      oldestAt: sql<string | null>`min(${ledgerTransactions.createdAt})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransactions.memberId, memberId),
        inArray(ledgerTransactions.kind, ['bet_stake', 'bet_payout']),
        eq(ledgerAccounts.memberId, memberId),
        eq(ledgerAccounts.kind, 'venue'),
        gt(ledgerTransactions.createdAt, windowStart(period, now)),
      ),
    );
  return {
    used: Math.max(0, -Number(row?.net ?? 0)),
    oldestAt: row?.oldestAt ? new Date(row.oldestAt) : null,
  };
}
