import type { DomainEventSubscriptions } from '../events/domainEvents.ts';
import { addVipProgress, vipDepositMinor } from './vipProgress.ts';

/** Approved deposits add to the member's VIP deposit total and stakes to the turnover, in the fact's transaction. */
export function raiseVipOnFacts(events: DomainEventSubscriptions): void {
  events.subscribe('deposit.approved', (transaction, { memberId, siteCode, currency, amountMinor }) =>
    addVipProgress(transaction, memberId, { depositMinor: vipDepositMinor(siteCode, currency, amountMinor) }),
  );
  events.subscribe('bet.placed', (transaction, { memberId, stakeMinor }) =>
    addVipProgress(transaction, memberId, { turnoverMinor: stakeMinor }),
  );
}
