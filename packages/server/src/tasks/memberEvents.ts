import type { Database } from '../db/database.ts';
import { type MemberEventKind, memberEvents } from '../db/schema/tasks.ts';

export type MemberEvent = {
  memberId: string;
  kind: MemberEventKind;
  /** names this one event, e.g. `deposit:<order id>`: recording the same key again changes nothing */
  key: string;
  occurredAt: Date;
};

/**
 * Records an event that tasks count exactly once. It runs in the transaction that commits the fact (the session,
 * the deposit approval, the stake: `taskEventSubscriptions.ts`), so the count commits or rolls back with it.
 * Returns false when the event had been recorded before.
 */
export async function recordMemberEvent(database: Database, event: MemberEvent): Promise<boolean> {
  const inserted = await database
    .insert(memberEvents)
    .values({ memberId: event.memberId, eventKey: event.key, kind: event.kind, occurredAt: event.occurredAt })
    .onConflictDoNothing()
    .returning({ key: memberEvents.eventKey });
  return inserted.length > 0;
}
