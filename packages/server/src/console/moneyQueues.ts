import { and, asc, eq, inArray } from 'drizzle-orm';
import { withdrawalApprovals } from '../db/schema/consoleTables.ts';
import {
  depositChannels,
  depositOrders,
  withdrawalAccounts,
  withdrawalRequests,
} from '../db/schema/paymentTables.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { lifetimeHasPassed } from '../money/deposits.ts';
import { withdrawalAccountView } from '../money/withdrawalAccounts.ts';
import { approvalsNeededFor, fourEyesWithdrawalMinorOf } from './fourEyes.ts';
import { memberContextCache } from './memberMoneyContext.ts';

/** At most this many requests of each kind per answer: the oldest, which are the ones to decide first. */
const QUEUE_LIMIT = 50;

/** A site's pending deposits and withdrawals, oldest first, each with its member's money context. */
export async function moneyQueuesOf(database: MoneyExecutor, siteCode: string, now: Date) {
  const contextOf = memberContextCache(database);
  const deposits = await database
    .select({ order: depositOrders, channelName: depositChannels.name })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .where(and(eq(depositOrders.siteCode, siteCode), eq(depositOrders.status, 'pending')))
    .orderBy(asc(depositOrders.createdAt), asc(depositOrders.id))
    .limit(QUEUE_LIMIT);
  const withdrawals = await database
    .select({ request: withdrawalRequests, account: withdrawalAccounts })
    .from(withdrawalRequests)
    .innerJoin(withdrawalAccounts, eq(withdrawalAccounts.id, withdrawalRequests.withdrawalAccountId))
    .where(and(eq(withdrawalRequests.siteCode, siteCode), eq(withdrawalRequests.status, 'pending')))
    .orderBy(asc(withdrawalRequests.createdAt), asc(withdrawalRequests.id))
    .limit(QUEUE_LIMIT);
  const withdrawalIds = withdrawals.map(({ request }) => request.id);
  const approvals =
    withdrawalIds.length === 0
      ? []
      : await database
          .select()
          .from(withdrawalApprovals)
          .where(inArray(withdrawalApprovals.withdrawalId, withdrawalIds));
  const approversOf = (withdrawalId: string) =>
    approvals
      .filter((approval) => approval.withdrawalId === withdrawalId)
      .map((approval) => approval.approver);
  return {
    siteCode,
    fourEyesWithdrawalMinor: fourEyesWithdrawalMinorOf(siteCode),
    deposits: await Promise.all(
      deposits.map(async ({ order, channelName }) => ({
        id: order.id,
        currency: order.currency,
        amountMinor: order.amountMinor,
        referenceCode: order.referenceCode,
        channelName,
        createdAt: order.createdAt.toISOString(),
        expiresAt: order.expiresAt.toISOString(),
        expired: lifetimeHasPassed(order.expiresAt, now),
        context: await contextOf({ id: order.memberId, siteCode }),
      })),
    ),
    withdrawals: await Promise.all(
      withdrawals.map(async ({ request, account }) => ({
        id: request.id,
        currency: request.currency,
        amountMinor: request.amountMinor,
        account: withdrawalAccountView(account),
        createdAt: request.createdAt.toISOString(),
        approvalsNeeded: approvalsNeededFor(siteCode, request.amountMinor),
        approvedBy: approversOf(request.id),
        context: await contextOf({ id: request.memberId, siteCode }),
      })),
    ),
  };
}
