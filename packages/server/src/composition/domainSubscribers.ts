import { InProcessDomainEvents } from '../events/domainEvents.ts';
import { writeMemberEventsOnFacts } from '../liveEvents/outboxSubscriptions.ts';
import { noticeSecurityChanges } from '../messages/securityNotices.ts';
import { countFactsForTasks } from '../tasks/taskEventSubscriptions.ts';
import { raiseVipOnFacts } from '../vip/vipEventSubscriptions.ts';

/**
 * The platform's domain events with every area that reacts to them subscribed: the task centre, VIP and
 * the member event outbox, the inbox's security notices. The API
 * (`buildApp`) and the operator tool each make one; tests that call an area's functions directly use one too.
 */
export function platformDomainEvents(): InProcessDomainEvents {
  const events = new InProcessDomainEvents();
  countFactsForTasks(events);
  raiseVipOnFacts(events);
  writeMemberEventsOnFacts(events);
  noticeSecurityChanges(events);
  return events;
}
