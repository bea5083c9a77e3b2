import { type LimitPeriod, rollingPeriodMs } from '@platform/domain';
import { and, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
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
 * cannot pass the limit before an operator approves them), and exchanges into the central currency (virtual coin
 * deposited by a USDT order becomes money to play with only when exchanged, at the amount the member received).
 */
export async function depositUsage(
  database: MoneyExecutor,
  memberId: string,
  currency: string,
  period: RollingPeriod,
  now: Date,
): Promise<PeriodUsage> {
  const from = windowStart(period, now);
  const [orders] = await database
    .select({
      used: sql<string>`coalesce(sum(${depositOrders.amountMinor}), 0)`,
      oldestAt: sql<string | null>`min(${depositOrders.createdAt})`,
    })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        eq(depositOrders.currency, currency),
        gt(depositOrders.createdAt, from),
        or(
          eq(depositOrders.status, 'approved'),
          and(eq(depositOrders.status, 'pending'), gt(depositOrders.expiresAt, now)),
        ),
      ),
    );
  const exchanges = await memberLedgerSum(
    database,
    and(
      eq(ledgerTransactions.memberId, memberId),
      eq(ledgerTransactions.kind, 'exchange'),
      eq(ledgerAccounts.memberId, memberId),
      eq(ledgerAccounts.kind, 'central'),
      eq(ledgerAccounts.currency, currency),
      gt(ledgerEntries.amountMinor, 0),
      gt(ledgerTransactions.createdAt, from),
    ),
  );
  const oldest = [orders?.oldestAt ? new Date(orders.oldestAt) : null, exchanges.oldestAt]
    .filter((at): at is Date => at !== null)
    .map((at) => at.getTime());
  return {
    used: Number(orders?.used ?? 0) + exchanges.sum,
    oldestAt: oldest.length > 0 ? new Date(Math.min(...oldest)) : null,
  };
}

/** The sum of the ledger entries matching `filter` (entries joined to their transaction and account), and the oldest. */
async function memberLedgerSum(database: MoneyExecutor, filter: SQL | undefined) {
  const [row] = await database
    .select({
      sum: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)`,
      oldestAt: sql<string | null>`min(${ledgerTransactions.createdAt})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(filter);
  return { sum: Number(row?.sum ?? 0), oldestAt: row?.oldestAt ? new Date(row.oldestAt) : null };
}

/** Stakes less wins on the member's venue wallets in the period (negative: a net win), from the ledger. */
async function netLossSince(database: MoneyExecutor, memberId: string, from: Date) {
  const { sum, oldestAt } = await memberLedgerSum(
    database,
    and(
      eq(ledgerTransactions.memberId, memberId),
      inArray(ledgerTransactions.kind, ['bet_stake', 'bet_payout']),
      eq(ledgerAccounts.memberId, memberId),
      eq(ledgerAccounts.kind, 'venue'),
      gt(ledgerTransactions.createdAt, from),
    ),
  );
  return { loss: -sum, oldestAt };
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
  const { loss, oldestAt } = await netLossSince(database, memberId, windowStart(period, now));
  return { used: Math.max(0, loss), oldestAt };
}

/**
 * What the member could have lost in the period once the money now in their venue wallets is lost too: the net
 * loss plus every venue balance. A transfer-in reserves its amount this way (it sits in a venue wallet until
 * staked, won or brought back), so two transfer-ins, each under what is left, cannot together pass the limit.
 * A win stays in the venue balance and lowers the net loss by as much: it neither frees nor takes any of the limit.
 */
export async function lossExposure(
  database: MoneyExecutor,
  memberId: string,
  period: RollingPeriod,
  now: Date,
): Promise<PeriodUsage> {
  const { loss, oldestAt } = await netLossSince(database, memberId, windowStart(period, now));
  const [venues] = await database
    .select({ held: sql<string>`coalesce(sum(${ledgerAccounts.balanceMinor}), 0)` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, memberId), eq(ledgerAccounts.kind, 'venue')));
  return { used: Math.max(0, loss + Number(venues?.held ?? 0)), oldestAt };
}
