import { endpoints } from '@platform/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database.ts';
import { activityTiers, rewardClaims, taskGroups, taskProgress, tasks } from '../db/schema/engagement.ts';
import { selectPage } from '../db/selectPage.ts';
import { ApiError } from '../http/apiError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { memberActor } from '../money/memberContext.ts';
import { creditReward } from '../money/rewards.ts';
import type { SessionMember } from '../security/sessions.ts';
import { taskCentreText } from './taskCentreText.ts';

type TaskStatus = 'in_progress' | 'claimable' | 'claimed';

interface TaskView {
  id: string;
  groupId: string;
  title: string;
  description: string;
  progress: number;
  target: number;
  status: TaskStatus;
  reward: { amountMinor: number; currency: string };
  activityPoints: number;
}

/** Every task of the member's site with the member's progress and claim state. */
async function memberTasks(db: Database, member: SessionMember): Promise<TaskView[]> {
  const rows = await db
    .select({ task: tasks, progress: taskProgress.progress, claimId: rewardClaims.id })
    .from(tasks)
    .innerJoin(taskGroups, eq(taskGroups.id, tasks.groupId))
    .leftJoin(taskProgress, and(eq(taskProgress.taskId, tasks.id), eq(taskProgress.memberId, member.id)))
    .leftJoin(
      rewardClaims,
      and(
        eq(rewardClaims.memberId, member.id),
        eq(rewardClaims.sourceKind, 'task'),
        eq(rewardClaims.sourceId, tasks.id),
      ),
    )
    .where(eq(taskGroups.siteCode, member.siteCode))
    .orderBy(asc(taskGroups.sort), asc(tasks.sort));
  return rows.map(({ task, progress, claimId }) => {
    const done = Math.min(progress ?? 0, task.target);
    const status: TaskStatus = claimId ? 'claimed' : done >= task.target ? 'claimable' : 'in_progress';
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
    };
  });
}

/** Activity points come from completed tasks, claimed or not. */
function activityPointsOf(views: readonly TaskView[]): number {
  return views
    .filter((view) => view.status !== 'in_progress')
    .reduce((sum, view) => sum + view.activityPoints, 0);
}

interface Claim {
  sourceKind: 'task' | 'activity_tier';
  sourceId: string;
  title: string;
  amountMinor: number;
  currency: string;
}

/**
 * Records the claim and credits the reward in one transaction. The unique claim row makes a second claim (even a
 * concurrent one) fail, and the ledger credit carries the same natural key, so a reward is paid exactly once.
 */
async function claimReward(
  db: Database,
  member: SessionMember,
  claim: Claim,
  requestId: string,
): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const inserted = await transaction
      .insert(rewardClaims)
      .values({ memberId: member.id, ...claim })
      .onConflictDoNothing()
      .returning({ id: rewardClaims.id });
    if (inserted.length === 0) return false;
    if (claim.amountMinor > 0) {
      await creditReward(transaction, {
        memberId: member.id,
        currency: claim.currency,
        amountMinor: claim.amountMinor,
        reason: claim.title,
        idempotencyKey: `${claim.sourceKind}:${claim.sourceId}:${member.id}`,
        actor: memberActor(member),
        requestId,
      });
    }
    return true;
  });
}

async function requireGroup(db: Database, member: SessionMember, groupId: string) {
  const [group] = await db
    .select()
    .from(taskGroups)
    .where(and(eq(taskGroups.id, groupId), eq(taskGroups.siteCode, member.siteCode)));
  if (!group) throw new ApiError('NOT_FOUND', { field: 'groupId' });
  return group;
}

/** The task centre (every call plain JSON): content, groups, tasks, records, claims and the badge. */
export function registerTaskRoutes(app: FastifyInstance): void {
  registerEndpoint(app, endpoints.taskContent, async ({ db, site, locale, member }) => {
    const tiers = await db
      .select()
      .from(activityTiers)
      .where(eq(activityTiers.siteCode, site.code))
      .orderBy(asc(activityTiers.pointsRequired));
    // Visitors see every tier locked; a signed-in member sees which are claimable or claimed.
    const points = member ? activityPointsOf(await memberTasks(db, member)) : 0;
    const claimed = member
      ? new Set(
          (
            await db
              .select({ sourceId: rewardClaims.sourceId })
              .from(rewardClaims)
              .where(and(eq(rewardClaims.memberId, member.id), eq(rewardClaims.sourceKind, 'activity_tier')))
          ).map((row) => row.sourceId),
        )
      : new Set<string>();
    const statusOf = (tier: typeof activityTiers.$inferSelect) =>
      claimed.has(tier.id)
        ? ('claimed' as const)
        : points >= tier.pointsRequired && member
          ? ('claimable' as const)
          : ('locked' as const);
    return {
      ...taskCentreText(locale),
      tiers: tiers.map((tier) => ({
        id: tier.id,
        pointsRequired: tier.pointsRequired,
        reward: { amountMinor: tier.rewardMinor, currency: tier.rewardCurrency },
        status: statusOf(tier),
      })),
    };
  });

  registerEndpoint(app, endpoints.taskGroups, async ({ db, signedInMember }) => {
    const groups = await db
      .select()
      .from(taskGroups)
      .where(eq(taskGroups.siteCode, signedInMember.siteCode))
      .orderBy(asc(taskGroups.sort));
    const views = await memberTasks(db, signedInMember);
    return {
      list: groups.map((group) => {
        const inGroup = views.filter((view) => view.groupId === group.id);
        return {
          id: group.id,
          name: group.name,
          taskCount: inGroup.length,
          claimable: inGroup.filter((view) => view.status === 'claimable').length,
        };
      }),
      total: groups.length,
    };
  });

  registerEndpoint(app, endpoints.taskList, async ({ db, body, signedInMember }) => {
    await requireGroup(db, signedInMember, body.groupId);
    const list = (await memberTasks(db, signedInMember)).filter((view) => view.groupId === body.groupId);
    return { list, total: list.length };
  });

  registerEndpoint(app, endpoints.taskRecords, async ({ db, body, signedInMember }) => {
    const page = body.page ?? 1;
    const pageSize = body.page_size ?? 20;
    const filter = eq(rewardClaims.memberId, signedInMember.id);
    const { rows, total } = await selectPage(
      db,
      rewardClaims,
      filter,
      [desc(rewardClaims.claimedAt), desc(rewardClaims.id)],
      { page, pageSize },
    );
    return {
      list: rows.map((row) => ({
        id: row.id,
        title: row.title,
        reward: { amountMinor: row.amountMinor, currency: row.currency },
        claimedAt: row.claimedAt.toISOString(),
      })),
      total,
    };
  });

  registerEndpoint(app, endpoints.claimTask, async ({ db, body, signedInMember, requestId }) => {
    const view = (await memberTasks(db, signedInMember)).find((candidate) => candidate.id === body.taskId);
    if (!view) throw new ApiError('NOT_FOUND', { field: 'taskId' });
    if (view.status === 'claimed') throw new ApiError('REWARD_ALREADY_CLAIMED');
    if (view.status === 'in_progress') throw new ApiError('TASK_NOT_COMPLETED');
    const claim = { sourceKind: 'task' as const, sourceId: view.id, title: view.title, ...view.reward };
    if (!(await claimReward(db, signedInMember, claim, requestId)))
      throw new ApiError('REWARD_ALREADY_CLAIMED');
    return { claimed: 1, reward: view.reward };
  });

  registerEndpoint(app, endpoints.claimGroup, async ({ db, body, signedInMember, requestId }) => {
    await requireGroup(db, signedInMember, body.groupId);
    const claimable = (await memberTasks(db, signedInMember)).filter(
      (view) => view.groupId === body.groupId && view.status === 'claimable',
    );
    const [first] = claimable;
    if (!first) throw new ApiError('NOTHING_TO_CLAIM');
    let claimed = 0;
    let amountMinor = 0;
    for (const view of claimable) {
      const claim = { sourceKind: 'task' as const, sourceId: view.id, title: view.title, ...view.reward };
      if (await claimReward(db, signedInMember, claim, requestId)) {
        claimed += 1;
        amountMinor += view.reward.amountMinor;
      }
    }
    if (claimed === 0) throw new ApiError('NOTHING_TO_CLAIM');
    return { claimed, reward: { amountMinor, currency: first.reward.currency } };
  });

  registerEndpoint(app, endpoints.claimActivityTier, async ({ db, body, signedInMember, requestId }) => {
    const [tier] = await db
      .select()
      .from(activityTiers)
      .where(and(eq(activityTiers.id, body.tierId), eq(activityTiers.siteCode, signedInMember.siteCode)));
    if (!tier) throw new ApiError('NOT_FOUND', { field: 'tierId' });
    const points = activityPointsOf(await memberTasks(db, signedInMember));
    if (points < tier.pointsRequired) throw new ApiError('TASK_NOT_COMPLETED');
    const reward = { amountMinor: tier.rewardMinor, currency: tier.rewardCurrency };
    const claim = {
      sourceKind: 'activity_tier' as const,
      sourceId: tier.id,
      title: `Activity ${tier.pointsRequired}`,
      ...reward,
    };
    if (!(await claimReward(db, signedInMember, claim, requestId)))
      throw new ApiError('REWARD_ALREADY_CLAIMED');
    return { claimed: 1, reward };
  });

  registerEndpoint(app, endpoints.taskTag, async ({ db, signedInMember }) => {
    const views = await memberTasks(db, signedInMember);
    return {
      claimable: views.filter((view) => view.status === 'claimable').length,
      activityPoints: activityPointsOf(views),
    };
  });
}
