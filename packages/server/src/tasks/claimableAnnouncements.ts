import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { members } from '../db/schema/members.ts';
import type { MemberEventKind } from '../db/schema/tasks.ts';
import { appendMemberEvent } from '../events/outbox.ts';
import { memberTasks } from '../taskProgress/memberTasks.ts';

/**
 * After one more member event of `kind` was recorded (once per fact, recordMemberEvent), tells the member's open
 * app which tasks it has just completed: those counting this kind whose period now holds exactly their target.
 * Each recorded event adds one, so "exactly" is true for one event per task and period: announced once.
 */
export async function announceTasksBecomingClaimable(
  transaction: Database,
  memberId: string,
  kind: MemberEventKind,
  now: Date,
): Promise<void> {
  const [member] = await transaction
    .select({ id: members.id, siteCode: members.siteCode, username: members.username })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member) return;
  const reached = (await memberTasks(transaction, member, now)).filter(
    (view) => view.status === 'claimable' && view.event === kind && view.eventsCounted === view.target,
  );
  for (const view of reached) {
    await appendMemberEvent(transaction, memberId, 'task.claimable', { taskId: view.id });
  }
}
