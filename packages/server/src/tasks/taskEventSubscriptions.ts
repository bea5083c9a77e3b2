import type { DomainEventSubscriptions } from '../events/domainEvents.ts';
import { recordMemberEvent } from './memberEvents.ts';

/**
 * The task centre counts these facts (see README "Where progress comes from"): each becomes one member event,
 * written in the transaction that commits the fact, keyed so that the same fact counts once.
 */
export function countFactsForTasks(events: DomainEventSubscriptions): void {
  events.subscribe('member.signedIn', async (transaction, { memberId, sessionKey, occurredAt }) => {
    await recordMemberEvent(transaction, {
      memberId,
      kind: 'sign_in',
      key: `sign-in:${sessionKey}`,
      occurredAt,
    });
  });
  events.subscribe('member.phoneBound', async (transaction, { memberId, occurredAt }) => {
    await recordMemberEvent(transaction, {
      memberId,
      kind: 'phone_bound',
      key: `phone-bound:${memberId}`,
      occurredAt,
    });
  });
  events.subscribe('member.withdrawPasswordSet', async (transaction, { memberId, occurredAt }) => {
    await recordMemberEvent(transaction, {
      memberId,
      kind: 'withdraw_password_set',
      key: `withdraw-password-set:${memberId}`,
      occurredAt,
    });
  });
  events.subscribe('deposit.approved', async (transaction, { memberId, orderId, occurredAt }) => {
    await recordMemberEvent(transaction, {
      memberId,
      kind: 'deposit_approved',
      key: `deposit:${orderId}`,
      occurredAt,
    });
  });
  events.subscribe('bet.placed', async (transaction, { memberId, betId, occurredAt }) => {
    await recordMemberEvent(transaction, { memberId, kind: 'bet_placed', key: `bet:${betId}`, occurredAt });
  });
}
