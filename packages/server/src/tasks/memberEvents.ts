import type { Database } from '../db/database.ts';
import { type MemberEventKind, memberEvents } from '../db/schema/tasks.ts';
import { addVipProgress, type VipProgress } from '../vip/vipProgress.ts';

export type MemberEvent = {
  memberId: string;
  kind: MemberEventKind;
  /** names this one event, e.g. `deposit:<order id>`: recording the same key again changes nothing */
  key: string;
  occurredAt: Date;
  /** what the event adds to the member's VIP totals */
  vip?: VipProgress;
};

/**
 * Records an event that tasks count, and its VIP progress, exactly once. Call it with the transaction that
 * commits the event itself (the session, the deposit approval, the stake), so the count commits or rolls back
 * with it. Returns false when the event had been recorded before.
 */
export async function recordMemberEvent(database: Database, event: MemberEvent): Promise<boolean> {
  const inserted = await database
    .insert(memberEvents)
    .values({ memberId: event.memberId, eventKey: event.key, kind: event.kind, occurredAt: event.occurredAt })
    .onConflictDoNothing()
    .returning({ key: memberEvents.eventKey });
  if (inserted.length === 0) return false;
  if (event.vip) await addVipProgress(database, event.memberId, event.vip);
  return true;
}
