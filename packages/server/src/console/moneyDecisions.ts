import { eq } from 'drizzle-orm';
import { withdrawalApprovals } from '../db/schema/consoleTables.ts';
import { depositOrders, withdrawalRequests } from '../db/schema/paymentTables.ts';
import { ApiError } from '../errors/apiError.ts';
import type { DomainEventPublisher } from '../events/domainEvents.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { type Decision, decideDepositOrder } from '../money/deposits.ts';
import { decideWithdrawal } from '../money/withdrawals.ts';
import { type ActingOperator, writeAudit } from './auditLog.ts';
import { approvalsNeededFor } from './fourEyes.ts';

/**
 * The operators' money decisions, one implementation for the console and the command-line tool (issue 24): each
 * runs in one transaction that locks the request, checks the caller's scope, applies four eyes, decides through
 * the money module (ledger posting and live event, as before) and appends the audit entry. So a CLI approval and
 * a console approval count alike toward four eyes and both show in the audit log.
 */
export interface DecidingOperator extends ActingOperator {
  /** Refuses a site the caller may not decide on (the console's scope); the CLI may decide on every site. */
  requireSite?: (siteCode: string) => void;
}

export interface OperatorDecision {
  id: string;
  status: 'pending' | Decision;
  changed: boolean;
  approvals: number;
  approvalsNeeded: number;
}

/** Approves (credits) or rejects a pending deposit order; a decided one is answered unchanged. */
export async function decideDepositAsOperator(
  database: MoneyExecutor,
  events: DomainEventPublisher,
  input: { orderId: string; decision: Decision },
  by: DecidingOperator,
  now = new Date(),
): Promise<OperatorDecision> {
  return database.transaction(async (transaction) => {
    const [order] = await transaction
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.id, input.orderId))
      .for('update');
    if (!order) throw new ApiError('CONSOLE_NOT_FOUND');
    by.requireSite?.(order.siteCode);
    const result = await decideDepositOrder(
      transaction,
      events,
      order.id,
      input.decision,
      { actor: by.actor, requestId: by.requestId },
      now,
    );
    if (result.changed) {
      await writeAudit(transaction, {
        operatorId: by.operatorId,
        actor: by.actor,
        action: input.decision === 'approved' ? 'deposit.approved' : 'deposit.rejected',
        siteCode: order.siteCode,
        target: order.id,
        before: {
          status: order.status,
          memberId: order.memberId,
          currency: order.currency,
          amountMinor: order.amountMinor,
        },
        after: { status: result.status },
      });
    }
    return { ...result, approvals: result.status === 'approved' ? 1 : 0, approvalsNeeded: 1 };
  });
}

/**
 * Approves or rejects a pending withdrawal. Above the site's four-eyes amount an approval by one operator is
 * recorded and the request stays pending until a different operator approves it too; the same operator asking
 * twice is refused (CONSOLE_FOUR_EYES_SAME_OPERATOR). A rejection by either ends it. The request row is locked
 * first, so parallel decisions queue and exactly one pays.
 */
export async function decideWithdrawalAsOperator(
  database: MoneyExecutor,
  events: DomainEventPublisher,
  input: { requestId: string; decision: Decision; reason?: string | undefined },
  by: DecidingOperator,
): Promise<OperatorDecision> {
  return database.transaction(async (transaction) => {
    const [request] = await transaction
      .select()
      .from(withdrawalRequests)
      .where(eq(withdrawalRequests.id, input.requestId))
      .for('update');
    if (!request) throw new ApiError('CONSOLE_NOT_FOUND');
    by.requireSite?.(request.siteCode);
    const approvalsNeeded = approvalsNeededFor(request.siteCode, request.amountMinor);
    const approvers = (
      await transaction
        .select({ approver: withdrawalApprovals.approver })
        .from(withdrawalApprovals)
        .where(eq(withdrawalApprovals.withdrawalId, request.id))
    ).map((row) => row.approver);
    const unchanged = { id: request.id, status: request.status, changed: false, approvalsNeeded };
    if (request.status !== 'pending') return { ...unchanged, approvals: approvers.length };
    const before = {
      status: request.status,
      memberId: request.memberId,
      currency: request.currency,
      amountMinor: request.amountMinor,
      approvedBy: approvers,
    };
    const audit = {
      operatorId: by.operatorId,
      actor: by.actor,
      siteCode: request.siteCode,
      target: request.id,
    };
    if (input.decision === 'approved' && approvalsNeeded === 2) {
      if (approvers.includes(by.actor)) throw new ApiError('CONSOLE_FOUR_EYES_SAME_OPERATOR');
      await transaction.insert(withdrawalApprovals).values({ withdrawalId: request.id, approver: by.actor });
      if (approvers.length === 0) {
        await writeAudit(transaction, {
          ...audit,
          action: 'withdrawal.firstApproval',
          before,
          after: { status: 'pending', approvedBy: [by.actor] },
        });
        return { id: request.id, status: 'pending', changed: true, approvals: 1, approvalsNeeded };
      }
    }
    const result = await decideWithdrawal(transaction, events, request.id, input.decision, {
      actor: by.actor,
      requestId: by.requestId,
      reason: input.reason,
    });
    const approvedBy = input.decision === 'approved' ? [...approvers, by.actor] : approvers;
    await writeAudit(transaction, {
      ...audit,
      action: input.decision === 'approved' ? 'withdrawal.approved' : 'withdrawal.rejected',
      before,
      after: { status: result.status, reason: input.reason ?? null, approvedBy },
    });
    return { ...result, approvals: approvedBy.length, approvalsNeeded };
  });
}
