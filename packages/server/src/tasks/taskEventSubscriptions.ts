import type { Database } from '../db/database.ts';
import type { DomainEventSubscriptions } from '../events/domainEvents.ts';
import { announceTasksBecomingClaimable } from './claimableAnnouncements.ts';
import { type MemberEvent, recordMemberEvent } from './memberEvents.ts';

/**
 * The task centre counts these facts (see README "Where progress comes from"): each becomes one member event,
 * written in the transaction that commits the fact, keyed so that the same fact counts once.
 */
export function countFactsForTasks(events: DomainEventSubscriptions): void {
  events.subscribe('member.signedIn', async (transaction, { memberId, sessionKey, occurredAt }) => {
    await countFact(transaction, {
      memberId,
      kind: 'sign_in',
      key: `sign-in:${sessionKey}`,
      occurredAt,
    });
  });
  events.subscribe('member.phoneBound', async (transaction, { memberId, occurredAt }) => {
    await countFact(transaction, {
      memberId,
      kind: 'phone_bound',
      key: `phone-bound:${memberId}`,
      occurredAt,
    });
  });
  events.subscribe('member.withdrawPasswordSet', async (transaction, { memberId, occurredAt }) => {
    await countFact(transaction, {
      memberId,
      kind: 'withdraw_password_set',
      key: `withdraw-password-set:${memberId}`,
      occurredAt,
    });
  });
  events.subscribe('deposit.approved', async (transaction, { memberId, orderId, occurredAt }) => {
    await countFact(transaction, {
      memberId,
      kind: 'deposit_approved',
      key: `deposit:${orderId}`,
      occurredAt,
    });
  });
  events.subscribe('bet.placed', async (transaction, { memberId, betId, occurredAt }) => {
    await countFact(transaction, { memberId, kind: 'bet_placed', key: `bet:${betId}`, occurredAt });
  });
}

/** Records the fact for the tasks and, the first time it is recorded, announces the tasks it completed. */
async function countFact(transaction: Database, event: MemberEvent): Promise<void> {
  if (await recordMemberEvent(transaction, event))
    await announceTasksBecomingClaimable(transaction, event.memberId, event.kind, event.occurredAt);
}
