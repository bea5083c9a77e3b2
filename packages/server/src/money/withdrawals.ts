import { withdrawalFeeMinor } from '@platform/domain';
import { and, desc, eq } from 'drizzle-orm';
import { withdrawalAccounts, withdrawalRequests } from '../db/schema/paymentTables.ts';
import { ApiError } from '../errors/apiError.ts';
import type { DomainEventPublisher } from '../events/domainEvents.ts';
import { type AccountSpec, memberAccount, systemAccount } from '../ledger/accounts.ts';
import type { MoneyExecutor, MoneyTransaction } from '../ledger/executor.ts';
import { postLedgerTransaction } from '../ledger/postTransaction.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import type { Decision, DecisionResult } from './deposits.ts';
import { refusingOverdraft } from './ledgerErrors.ts';
import { openAccountsOf } from './memberAccounts.ts';
import type { MemberRef, OperationMeta } from './memberContext.ts';
import {
  activeWithdrawalAccount,
  type WithdrawalAccountView,
  withdrawalAccountView,
} from './withdrawalAccounts.ts';

/** A withdrawal as its member sees it, status and the operator's reason included. */
function withdrawalView(row: typeof withdrawalRequests.$inferSelect, account: WithdrawalAccountView) {
  return {
    id: row.id,
    currency: row.currency,
    amountMinor: row.amountMinor,
    feeMinor: row.feeMinor,
    status: row.status,
    decisionReason: row.decisionReason,
    account,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Requests a withdrawal: the amount moves from the member's wallet to their withdrawal hold at once (so it can
 * neither be spent nor withdrawn twice) and waits there for an operator. Virtual-coin accounts are paid from the
 * virtual-currency wallet, bank cards and Alipay from the central wallet. The caller has checked the password.
 */
export async function requestWithdrawal(
  transaction: MoneyTransaction,
  events: DomainEventPublisher,
  member: MemberRef,
  request: { withdrawalAccountId: string; amountMinor: number },
  meta: OperationMeta & { ledgerKey: string },
  now = new Date(),
) {
  const { row: account, view } = await activeWithdrawalAccount(
    transaction,
    member,
    request.withdrawalAccountId,
    now,
  );
  const settings = siteMoneySettings(member.siteCode);
  const fromVirtual = account.kind === 'virtual_coin';
  const currency = fromVirtual ? settings.virtualCurrency : settings.centralCurrency;
  const posted = await refusingOverdraft(() =>
    postLedgerTransaction(transaction, {
      siteCode: member.siteCode,
      memberId: member.id,
      kind: 'withdrawal_hold',
      actor: meta.actor,
      requestId: meta.requestId,
      idempotencyKey: meta.ledgerKey,
      referenceId: account.id,
      description: account.accountNumberMasked,
      postings: [
        {
          account: memberAccount(member.siteCode, member.id, fromVirtual ? 'virtual' : 'central', currency),
          amountMinor: -request.amountMinor,
        },
        {
          account: memberAccount(member.siteCode, member.id, 'withdrawal_hold', currency),
          amountMinor: request.amountMinor,
        },
      ],
    }),
  );
  const [created] = await transaction
    .insert(withdrawalRequests)
    .values({
      siteCode: member.siteCode,
      memberId: member.id,
      withdrawalAccountId: account.id,
      currency,
      amountMinor: request.amountMinor,
      // The site's rate now, by the same domain rule the withdraw page showed before submit.
      feeMinor: withdrawalFeeMinor(request.amountMinor, settings.withdrawalFeeBasisPoints),
      holdTransactionId: posted.transactionId,
    })
    .returning();
  if (!created) throw new Error('withdrawal request insert returned nothing');
  await events.publish(transaction, 'withdrawal.requested', {
    memberId: member.id,
    withdrawalId: created.id,
    currency,
    amountMinor: request.amountMinor,
    occurredAt: new Date(),
  });
  return withdrawalView(created, view);
}

/** One of the member's withdrawals (another member's id is not found), followed by the page until decided. */
export async function withdrawalOf(database: MoneyExecutor, member: MemberRef, withdrawalId: string) {
  const [row] = await database
    .select({ withdrawal: withdrawalRequests, account: withdrawalAccounts })
    .from(withdrawalRequests)
    .innerJoin(withdrawalAccounts, eq(withdrawalAccounts.id, withdrawalRequests.withdrawalAccountId))
    .where(and(eq(withdrawalRequests.id, withdrawalId), eq(withdrawalRequests.memberId, member.id)));
  if (!row) throw new ApiError('NOT_FOUND', { field: 'id' });
  return withdrawalView(row.withdrawal, withdrawalAccountView(row.account));
}

export async function pendingWithdrawals(database: MoneyExecutor) {
  return database
    .select({
      id: withdrawalRequests.id,
      siteCode: withdrawalRequests.siteCode,
      memberId: withdrawalRequests.memberId,
      currency: withdrawalRequests.currency,
      amountMinor: withdrawalRequests.amountMinor,
      accountKind: withdrawalAccounts.kind,
      accountNumber: withdrawalAccounts.accountNumber,
      holderName: withdrawalAccounts.holderName,
      createdAt: withdrawalRequests.createdAt,
    })
    .from(withdrawalRequests)
    .innerJoin(withdrawalAccounts, eq(withdrawalAccounts.id, withdrawalRequests.withdrawalAccountId))
    .where(eq(withdrawalRequests.status, 'pending'))
    .orderBy(desc(withdrawalRequests.createdAt));
}

/**
 * An operator's decision on a pending withdrawal: approval pays the held funds out, the amount less the fee to
 * clearing (what leaves the platform) and the fee to the site's house account; rejection releases all of it back
 * to the wallet they came from. The request row is locked first, so the decision happens once.
 */
export async function decideWithdrawal(
  database: MoneyExecutor,
  events: DomainEventPublisher,
  withdrawalId: string,
  decision: Decision,
  meta: OperationMeta & { reason?: string },
): Promise<DecisionResult> {
  const [owner] = await database
    .select({ id: withdrawalRequests.memberId, siteCode: withdrawalRequests.siteCode })
    .from(withdrawalRequests)
    .where(eq(withdrawalRequests.id, withdrawalId));
  if (owner) await openAccountsOf(database, owner);
  return database.transaction(async (transaction) => {
    const [request] = await transaction
      .select({ withdrawal: withdrawalRequests, accountKind: withdrawalAccounts.kind })
      .from(withdrawalRequests)
      .innerJoin(withdrawalAccounts, eq(withdrawalAccounts.id, withdrawalRequests.withdrawalAccountId))
      .where(eq(withdrawalRequests.id, withdrawalId))
      .for('update', { of: withdrawalRequests });
    if (!request) throw new ApiError('NOT_FOUND', { field: 'id' });
    const { withdrawal } = request;
    if (withdrawal.status !== 'pending')
      return { id: withdrawal.id, status: withdrawal.status, changed: false };
    const hold = memberAccount(
      withdrawal.siteCode,
      withdrawal.memberId,
      'withdrawal_hold',
      withdrawal.currency,
    );
    const postings =
      decision === 'approved'
        ? payoutPostings(withdrawal, hold)
        : [
            { account: hold, amountMinor: -withdrawal.amountMinor },
            {
              account: memberAccount(
                withdrawal.siteCode,
                withdrawal.memberId,
                request.accountKind === 'virtual_coin' ? 'virtual' : 'central',
                withdrawal.currency,
              ),
              amountMinor: withdrawal.amountMinor,
            },
          ];
    const posted = await postLedgerTransaction(transaction, {
      siteCode: withdrawal.siteCode,
      memberId: withdrawal.memberId,
      kind: decision === 'approved' ? 'withdrawal_paid' : 'withdrawal_released',
      actor: meta.actor,
      requestId: meta.requestId,
      idempotencyKey: `withdrawal-decision:${withdrawal.id}`,
      referenceId: withdrawal.id,
      description: meta.reason ?? '',
      postings,
    });
    await transaction
      .update(withdrawalRequests)
      .set({
        status: decision,
        decisionTransactionId: posted.transactionId,
        decidedAt: new Date(),
        decidedBy: meta.actor,
        decisionReason: meta.reason ?? null,
      })
      .where(eq(withdrawalRequests.id, withdrawal.id));
    // Announced in this transaction, once: a second decision finds the request decided and stops above.
    await events.publish(transaction, 'withdrawal.decided', {
      memberId: withdrawal.memberId,
      withdrawalId: withdrawal.id,
      currency: withdrawal.currency,
      amountMinor: withdrawal.amountMinor,
      decision,
      reason: meta.reason ?? '',
      occurredAt: new Date(),
    });
    return { id: withdrawal.id, status: decision, changed: true };
  });
}

/** Approval's postings: the hold empties, the payout leaves through clearing, the fee (when there is one) stays. */
function payoutPostings(withdrawal: typeof withdrawalRequests.$inferSelect, hold: AccountSpec) {
  const { siteCode, currency, amountMinor, feeMinor } = withdrawal;
  return [
    { account: hold, amountMinor: -amountMinor },
    { account: systemAccount(siteCode, 'clearing', currency), amountMinor: amountMinor - feeMinor },
    ...(feeMinor > 0 ? [{ account: systemAccount(siteCode, 'house', currency), amountMinor: feeMinor }] : []),
  ];
}
