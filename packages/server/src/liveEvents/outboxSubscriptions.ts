import type { DomainEventSubscriptions } from '../events/domainEvents.ts';
import { appendMemberEvent, appendSiteEvent } from '../events/outbox.ts';

/**
 * The facts a member's open app hears about, written to the event outbox in the fact's own transaction (so an
 * event exists exactly when its change committed). Balance, venue transfer, VIP level and session ends are
 * written by triggers instead (events/outbox.ts), because they also happen
 * inside stored procedures or plain SQL where no domain event is published.
 */
export function writeMemberEventsOnFacts(events: DomainEventSubscriptions): void {
  events.subscribe('deposit.approved', (transaction, { memberId, orderId, amountMinor, currency }) =>
    appendMemberEvent(transaction, memberId, 'deposit.approved', { orderId, amountMinor, currency }),
  );
  events.subscribe('deposit.expired', (transaction, { memberId, orderId }) =>
    appendMemberEvent(transaction, memberId, 'deposit.expired', { orderId }),
  );
  events.subscribe('withdrawal.requested', (transaction, { memberId, withdrawalId, amountMinor, currency }) =>
    appendMemberEvent(transaction, memberId, 'withdrawal.requested', { withdrawalId, amountMinor, currency }),
  );
  events.subscribe('withdrawal.decided', (transaction, fact) =>
    fact.decision === 'approved'
      ? appendMemberEvent(transaction, fact.memberId, 'withdrawal.paid', {
          withdrawalId: fact.withdrawalId,
          amountMinor: fact.amountMinor,
          currency: fact.currency,
        })
      : appendMemberEvent(transaction, fact.memberId, 'withdrawal.rejected', {
          withdrawalId: fact.withdrawalId,
          amountMinor: fact.amountMinor,
          currency: fact.currency,
          reason: fact.reason,
        }),
  );
  events.subscribe('messages.changed', (transaction, { memberId, unread }) =>
    appendMemberEvent(transaction, memberId, 'message.arrived', { unread }),
  );
  events.subscribe('maintenance.switched', (transaction, { siteCode, venueCode, on }) =>
    appendSiteEvent(transaction, siteCode, 'maintenance.changed', venueCode ? { venueCode, on } : { on }),
  );
}
