import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { type MemberEventKind, memberEvents, rewardClaims, taskGroups, tasks } from '../db/schema/tasks.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import type { SessionMember } from '../security/sessions.ts';
import { claimSourceId, currentPeriodStart } from './taskPeriods.ts';

type TaskStatus = 'in_progress' | 'claimable' | 'claimed' | 'expired';

export interface TaskView {
  id: string;
  groupId: string;
  title: string;
  description: string;
  progress: number;
  target: number;
  status: TaskStatus;
  reward: { amountMinor: number; currency: string };
  activityPoints: number;
  expiresAt: string | null;
  /** the reward claim's source id for the current period */
  claimSourceId: string;
  /** the kind of member event the task counts, and how many the period holds (`progress` stops at the target) */
  event: MemberEventKind;
  eventsCounted: number;
}

/**
 * How many events of each task's kind the member caused since the task's period began, in one statement
 * (one filtered count per task).
 */
async function progressOf(
  db: Database,
  memberId: string,
  counted: readonly { kind: string; since: Date | null }[],
): Promise<number[]> {
  if (counted.length === 0) return [];
  const columns = counted.map(({ kind, since }, index) => {
    const window = since ? sql` and ${memberEvents.occurredAt} >= ${since.toISOString()}` : sql``;
    return sql`count(*) filter (where ${memberEvents.kind} = ${kind}${window})::int as ${sql.identifier(`c${index}`)}`;
  });
  const result = (await db.execute(
    sql`select ${sql.join(columns, sql`, `)} from ${memberEvents} where ${memberEvents.memberId} = ${memberId}`,
  )) as unknown as { rows: Record<string, number>[] };
  const row = result.rows[0] ?? {};
  return counted.map((_, index) => Number(row[`c${index}`] ?? 0));
}

/** Every task of the member's site with the member's progress in its current period and its claim state. */
export async function memberTasks(db: Database, member: SessionMember, now: Date): Promise<TaskView[]> {
  const timeZone = siteMoneySettings(member.siteCode).timeZone;
  const rows = await db
    .select({ task: tasks })
    .from(tasks)
    .innerJoin(taskGroups, eq(taskGroups.id, tasks.groupId))
    .where(eq(taskGroups.siteCode, member.siteCode))
    .orderBy(asc(taskGroups.sort), asc(tasks.sort));
  const periods = rows.map(({ task }) => currentPeriodStart(task.period, now, timeZone));
  const [progress, claims] = await Promise.all([
    progressOf(
      db,
      member.id,
      rows.map(({ task }, index) => ({ kind: task.event, since: periods[index] ?? null })),
    ),
    db
      .select({ sourceId: rewardClaims.sourceId })
      .from(rewardClaims)
      .where(and(eq(rewardClaims.memberId, member.id), eq(rewardClaims.sourceKind, 'task'))),
  ]);
  const claimed = new Set(claims.map((claim) => claim.sourceId));
  return rows.map(({ task }, index) => {
    const done = Math.min(progress[index] ?? 0, task.target);
    const sourceId = claimSourceId(task.id, periods[index] ?? null);
    // A reward claimed before the task ended still shows as claimed; otherwise an ended task is expired.
    const status: TaskStatus = claimed.has(sourceId)
      ? 'claimed'
      : task.expiresAt && task.expiresAt <= now
        ? 'expired'
        : done >= task.target
          ? 'claimable'
          : 'in_progress';
    return {
      id: task.id,
      groupId: task.groupId,
      title: task.title,
      description: task.description,
      progress: done,
      target: task.target,
      status,
      reward: { amountMinor: task.rewardMinor, currency: task.rewardCurrency },
      activityPoints: task.activityPoints,
      expiresAt: task.expiresAt?.toISOString() ?? null,
      claimSourceId: sourceId,
      event: task.event,
      eventsCounted: progress[index] ?? 0,
    };
  });
}

/** Activity points come from tasks completed in their current period, claimed or not (an expired task gives none). */
export function activityPointsOf(views: readonly TaskView[]): number {
  return views
    .filter((view) => view.status === 'claimable' || view.status === 'claimed')
    .reduce((sum, view) => sum + view.activityPoints, 0);
}

/** Activity tiers start over with the day, like the points that reach them. */
export function activityTierSourceId(tierId: string, siteCode: string, now: Date): string {
  return claimSourceId(tierId, currentPeriodStart('daily', now, siteMoneySettings(siteCode).timeZone));
}
