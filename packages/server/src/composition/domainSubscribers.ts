import { InProcessDomainEvents } from '../events/domainEvents.ts';
import { writeMemberEventsOnFacts } from '../liveEvents/outboxSubscriptions.ts';
import { countFactsForTasks } from '../tasks/taskEventSubscriptions.ts';
import { raiseVipOnFacts } from '../vip/vipEventSubscriptions.ts';

/**
 * The platform's domain events with every area that reacts to them subscribed: the task centre, VIP and
 * the member event outbox. The API
 * (`buildApp`) and the operator tool each make one; tests that call an area's functions directly use one too.
 */
export function platformDomainEvents(): InProcessDomainEvents {
  const events = new InProcessDomainEvents();
  countFactsForTasks(events);
  raiseVipOnFacts(events);
  writeMemberEventsOnFacts(events);
  return events;
}
