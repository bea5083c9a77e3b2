import { randomBytes } from 'node:crypto';
import { type DecisionStatus, minorUnitsToDecimalString, validateAmount } from '@platform/domain';
import { and, asc, desc, eq } from 'drizzle-orm';
import { type DepositReceivingDetails, depositChannels, depositOrders } from '../db/schema/paymentTables.ts';
import { ApiError } from '../errors/apiError.ts';
import type { DomainEventPublisher } from '../events/domainEvents.ts';
import { memberAccount, systemAccount } from '../ledger/accounts.ts';
import type { MoneyExecutor, MoneyTransaction } from '../ledger/executor.ts';
import { postLedgerTransaction } from '../ledger/postTransaction.ts';
import { walletKindFor } from '../ledger/siteMoneySettings.ts';
import { enforceDepositRules } from '../saferPlay/enforcement.ts';
import { openAccountsOf } from './memberAccounts.ts';
import type { MemberRef, OperationMeta } from './memberContext.ts';

export async function depositChannelsOf(database: MoneyExecutor, siteCode: string) {
  return database
    .select({
      id: depositChannels.id,
      paymentId: depositChannels.paymentId,
      kind: depositChannels.kind,
      name: depositChannels.name,
      currency: depositChannels.currency,
      minimumMinor: depositChannels.minimumMinor,
      maximumMinor: depositChannels.maximumMinor,
    })
    .from(depositChannels)
    .where(eq(depositChannels.siteCode, siteCode))
    .orderBy(asc(depositChannels.sortOrder), asc(depositChannels.paymentId));
}

/** The member reads a reference code aloud to support and types it into a bank remark: no look-alike letters. */
function newReferenceCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
  return Array.from(randomBytes(8), (byte) => alphabet[byte % alphabet.length]).join('');
}

const orderColumns = {
  id: depositOrders.id,
  channelName: depositChannels.name,
  currency: depositOrders.currency,
  amountMinor: depositOrders.amountMinor,
  referenceCode: depositOrders.referenceCode,
  receivingDetails: depositOrders.receivingDetails,
  status: depositOrders.status,
  expiresAt: depositOrders.expiresAt,
  createdAt: depositOrders.createdAt,
};

type OrderRow = {
  id: string;
  channelName: string;
  currency: string;
  amountMinor: number;
  referenceCode: string;
  receivingDetails: DepositReceivingDetails;
  status: DecisionStatus;
  expiresAt: Date;
  createdAt: Date;
};

export type DepositOrderView = Omit<OrderRow, 'expiresAt' | 'createdAt'> & {
  expired: boolean;
  expiresAt: string;
  createdAt: string;
};

/** An order's lifetime has passed (its status stays pending: expiry is read against the clock, never stored). */
export const lifetimeHasPassed = (expiresAt: Date, now: Date) => expiresAt.getTime() <= now.getTime();

/** Picks exactly the member-facing fields (the frame sends what it is given). */
function orderView(row: OrderRow, now: Date): DepositOrderView {
  return {
    id: row.id,
    channelName: row.channelName,
    currency: row.currency,
    amountMinor: row.amountMinor,
    referenceCode: row.referenceCode,
    receivingDetails: row.receivingDetails,
    status: row.status,
    expired: row.status === 'pending' && lifetimeHasPassed(row.expiresAt, now),
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Creates a pending deposit order on one of the site's channels. No money moves until an operator approves; the
 * order reserves its amount against the member's deposit limits at once (safer play, checked in this transaction).
 */
export async function createDepositOrder(
  transaction: MoneyTransaction,
  member: MemberRef,
  request: { channelId: string; amountMinor: number },
  now = new Date(),
): Promise<DepositOrderView> {
  const [channel] = await transaction
    .select()
    .from(depositChannels)
    .where(and(eq(depositChannels.id, request.channelId), eq(depositChannels.siteCode, member.siteCode)));
  if (!channel) throw new ApiError('DEPOSIT_CHANNEL_NOT_FOUND', { field: 'channelId' });
  const verdict = validateAmount(minorUnitsToDecimalString(request.amountMinor), {
    minMinor: channel.minimumMinor,
    maxMinor: channel.maximumMinor,
  });
  if (!verdict.ok) {
    throw new ApiError(
      verdict.code === 'AMOUNT_ABOVE_MAXIMUM' ? 'AMOUNT_ABOVE_MAXIMUM' : 'AMOUNT_BELOW_MINIMUM',
      {
        field: 'amountMinor',
      },
    );
  }
  await enforceDepositRules(
    transaction,
    member,
    { currency: channel.currency, amountMinor: request.amountMinor },
    now,
  );
  const [order] = await transaction
    .insert(depositOrders)
    .values({
      siteCode: member.siteCode,
      memberId: member.id,
      channelId: channel.id,
      currency: channel.currency,
      amountMinor: request.amountMinor,
      referenceCode: newReferenceCode(),
      receivingDetails: channel.receivingDetails,
      expiresAt: new Date(now.getTime() + channel.orderLifetimeMinutes * 60_000),
      createdAt: now,
    })
    .returning();
  if (!order) throw new Error('deposit order insert returned nothing');
  return orderView({ ...order, channelName: channel.name }, now);
}

/** One of the member's orders; another member's id is answered exactly like an unknown one. */
export async function depositOrderOf(
  database: MoneyExecutor,
  member: MemberRef,
  orderId: string,
  now = new Date(),
) {
  const [row] = await database
    .select(orderColumns)
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .where(and(eq(depositOrders.id, orderId), eq(depositOrders.memberId, member.id)));
  if (!row) throw new ApiError('DEPOSIT_ORDER_NOT_FOUND', { field: 'id' });
  return orderView(row, now);
}

export async function pendingDepositOrders(database: MoneyExecutor) {
  return database
    .select({ ...orderColumns, memberId: depositOrders.memberId, siteCode: depositOrders.siteCode })
    .from(depositOrders)
    .innerJoin(depositChannels, eq(depositChannels.id, depositOrders.channelId))
    .where(eq(depositOrders.status, 'pending'))
    .orderBy(desc(depositOrders.createdAt));
}

/** The order's status after the call; `changed` is false when it had been decided before (nothing happened). */
/** An operator's decision: a pending order or request is approved or rejected. */
export type Decision = Exclude<DecisionStatus, 'pending'>;

export type DecisionResult = { id: string; status: DecisionStatus; changed: boolean };

/**
 * Approving an order whose lifetime has passed: the member was told it expired and not to pay into it (the
 * deposit info page), so crediting it would credit a payment the member was told not to make. Rejecting it is
 * still allowed, which closes it.
 */
export class DepositOrderExpiredError extends Error {
  override name = 'DepositOrderExpiredError';
  constructor(orderId: string, expiresAt: Date) {
    super(
      `deposit order ${orderId} expired at ${expiresAt.toISOString()}; an expired order cannot be approved: reject it, and the member places a new one`,
    );
  }
}

/**
 * An operator's decision on a pending deposit. Approval credits the member from the clearing account (money that
 * arrived from outside); an order past its lifetime is refused approval (DepositOrderExpiredError). The order
 * row is locked first, so two operators deciding at once produce one decision; deciding an already-decided
 * order again changes nothing and reports `changed: false`.
 */
export async function decideDepositOrder(
  database: MoneyExecutor,
  events: DomainEventPublisher,
  orderId: string,
  decision: Decision,
  meta: OperationMeta,
  now = new Date(),
): Promise<DecisionResult> {
  const [owner] = await database
    .select({ id: depositOrders.memberId, siteCode: depositOrders.siteCode })
    .from(depositOrders)
    .where(eq(depositOrders.id, orderId));
  if (owner) await openAccountsOf(database, owner);
  return database.transaction(async (transaction) => {
    const [order] = await transaction
      .select()
      .from(depositOrders)
      .where(eq(depositOrders.id, orderId))
      .for('update');
    if (!order) throw new ApiError('DEPOSIT_ORDER_NOT_FOUND', { field: 'id' });
    if (order.status !== 'pending') return { id: order.id, status: order.status, changed: false };
    if (decision === 'approved' && lifetimeHasPassed(order.expiresAt, now)) {
      throw new DepositOrderExpiredError(order.id, order.expiresAt);
    }
    let ledgerTransactionId: string | null = null;
    if (decision === 'approved') {
      const posted = await postLedgerTransaction(transaction, {
        siteCode: order.siteCode,
        memberId: order.memberId,
        kind: 'deposit',
        actor: meta.actor,
        requestId: meta.requestId,
        idempotencyKey: `deposit:${order.id}`,
        referenceId: order.id,
        description: order.referenceCode,
        postings: [
          {
            account: systemAccount(order.siteCode, 'clearing', order.currency),
            amountMinor: -order.amountMinor,
          },
          {
            account: memberAccount(
              order.siteCode,
              order.memberId,
              walletKindFor(order.siteCode, order.currency),
              order.currency,
            ),
            amountMinor: order.amountMinor,
          },
        ],
      });
      ledgerTransactionId = posted.transactionId;
      // Announced in this transaction, once: a replayed approval finds the order decided and stops above.
      await events.publish(transaction, 'deposit.approved', {
        memberId: order.memberId,
        siteCode: order.siteCode,
        orderId: order.id,
        currency: order.currency,
        amountMinor: order.amountMinor,
        occurredAt: new Date(),
      });
    }
    await transaction
      .update(depositOrders)
      .set({ status: decision, decidedAt: new Date(), decidedBy: meta.actor, ledgerTransactionId })
      .where(eq(depositOrders.id, order.id));
    return { id: order.id, status: decision, changed: true };
  });
}
