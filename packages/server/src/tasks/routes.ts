import { endpoints } from '@platform/contract';
import { dateRangeForPreset } from '@platform/domain';
import { and, asc, desc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database.ts';
import { activityTiers, rewardClaims, taskGroups } from '../db/schema/tasks.ts';
import { selectPage } from '../db/selectPage.ts';
import { ApiError } from '../errors/apiError.ts';
import { registerEndpoint } from '../http/registerEndpoint.ts';
import { siteMoneySettings } from '../ledger/siteMoneySettings.ts';
import { runIdempotent } from '../money/idempotency.ts';
import type { SessionMember } from '../security/sessions.ts';
import {
  activityPointsOf,
  activityTierSourceId,
  memberTasks,
  type TaskView,
} from '../taskProgress/memberTasks.ts';
import { claimReward } from './claims.ts';
import { activityRewardTitle, taskCentreText } from './taskCentreText.ts';

/** A task as the contract shows it (the claim's source id stays on the server). */
function publicTask({ claimSourceId: _claimSourceId, ...view }: TaskView) {
  return view;
}

function taskClaim(view: TaskView) {
  return { sourceKind: 'task' as const, sourceId: view.claimSourceId, title: view.title, ...view.reward };
}

async function requireGroup(db: Database, member: SessionMember, groupId: string) {
  const [group] = await db
    .select()
    .from(taskGroups)
    .where(and(eq(taskGroups.id, groupId), eq(taskGroups.siteCode, member.siteCode)));
  if (!group) throw new ApiError('NOT_FOUND', { field: 'groupId' });
  return group;
}

type ClaimContext = {
  db: Database;
  body: unknown;
  signedInMember: SessionMember;
  idempotencyKey: string | null;
  reply: FastifyReply;
};

/**
 * Runs a claim once per Idempotency-Key, as the money endpoints do: a repeat of the same intent (a retry after a
 * lost answer, a double tap sending the same key) gets the first answer back instead of "already claimed". The
 * unique claim row inside `claimReward` still pays each reward once across different keys (two tabs).
 */
async function claimOnce<Reply>(
  context: ClaimContext,
  endpoint: string,
  work: (transaction: Database) => Promise<Reply>,
): Promise<Reply> {
  const outcome = await runIdempotent(
    context.db,
    {
      memberId: context.signedInMember.id,
      endpoint,
      key: context.idempotencyKey ?? undefined,
      body: context.body,
    },
    { claim: 'withWork', work },
  );
  if (outcome.replayed) context.reply.header('idempotent-replayed', 'true');
  return outcome.reply;
}

/** The task centre (every call plain JSON): content, groups, tasks, records, claims and the badge. */
export function registerTaskRoutes(app: FastifyInstance): void {
  const now = () => new Date(app.platform.clock());

  registerEndpoint(app, endpoints.taskContent, async ({ db, site, locale, member }) => {
    const tiers = await db
      .select()
      .from(activityTiers)
      .where(eq(activityTiers.siteCode, site.code))
      .orderBy(asc(activityTiers.pointsRequired));
    const at = now();
    // Visitors see every tier locked; a signed-in member sees which are claimable or claimed today.
    const points = member ? activityPointsOf(await memberTasks(db, member, at)) : 0;
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
      claimed.has(activityTierSourceId(tier.id, site.code, at))
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
    const views = await memberTasks(db, signedInMember, now());
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
    const list = (await memberTasks(db, signedInMember, now()))
      .filter((view) => view.groupId === body.groupId)
      .map(publicTask);
    return { list, total: list.length };
  });

  registerEndpoint(app, endpoints.taskRecords, async ({ db, body, signedInMember }) => {
    const page = body.page ?? 1;
    const pageSize = body.page_size ?? 20;
    const range = dateRangeForPreset(
      body.preset ?? -1,
      now(),
      siteMoneySettings(signedInMember.siteCode).timeZone,
    );
    const filter = and(
      eq(rewardClaims.memberId, signedInMember.id),
      range.start ? gte(rewardClaims.claimedAt, range.start) : undefined,
      range.end ? lte(rewardClaims.claimedAt, range.end) : undefined,
    );
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

  registerEndpoint(app, endpoints.claimTask, (context) =>
    claimOnce(context, 'claimTask', async (transaction) => {
      const member = context.signedInMember;
      const view = (await memberTasks(transaction, member, now())).find(
        (candidate) => candidate.id === context.body.taskId,
      );
      if (!view) throw new ApiError('NOT_FOUND', { field: 'taskId' });
      if (view.status === 'claimed') throw new ApiError('REWARD_ALREADY_CLAIMED');
      if (view.status === 'expired') throw new ApiError('TASK_EXPIRED');
      if (view.status === 'in_progress') throw new ApiError('TASK_NOT_COMPLETED');
      if (!(await claimReward(transaction, member, taskClaim(view), context.requestId)))
        throw new ApiError('REWARD_ALREADY_CLAIMED');
      return { claimed: 1, reward: view.reward };
    }),
  );

  registerEndpoint(app, endpoints.claimGroup, (context) =>
    claimOnce(context, 'claimGroup', async (transaction) => {
      const member = context.signedInMember;
      await requireGroup(transaction, member, context.body.groupId);
      const claimable = (await memberTasks(transaction, member, now())).filter(
        (view) => view.groupId === context.body.groupId && view.status === 'claimable',
      );
      const [first] = claimable;
      if (!first) throw new ApiError('NOTHING_TO_CLAIM');
      let claimed = 0;
      let amountMinor = 0;
      for (const view of claimable) {
        if (await claimReward(transaction, member, taskClaim(view), context.requestId)) {
          claimed += 1;
          amountMinor += view.reward.amountMinor;
        }
      }
      if (claimed === 0) throw new ApiError('NOTHING_TO_CLAIM');
      return { claimed, reward: { amountMinor, currency: first.reward.currency } };
    }),
  );

  registerEndpoint(app, endpoints.claimActivityTier, (context) =>
    claimOnce(context, 'claimActivityTier', async (transaction) => {
      const member = context.signedInMember;
      const [tier] = await transaction
        .select()
        .from(activityTiers)
        .where(and(eq(activityTiers.id, context.body.tierId), eq(activityTiers.siteCode, member.siteCode)));
      if (!tier) throw new ApiError('NOT_FOUND', { field: 'tierId' });
      const at = now();
      const points = activityPointsOf(await memberTasks(transaction, member, at));
      if (points < tier.pointsRequired) throw new ApiError('TASK_NOT_COMPLETED');
      const reward = { amountMinor: tier.rewardMinor, currency: tier.rewardCurrency };
      const claim = {
        sourceKind: 'activity_tier' as const,
        sourceId: activityTierSourceId(tier.id, member.siteCode, at),
        title: activityRewardTitle(tier.pointsRequired, context.locale),
        ...reward,
      };
      if (!(await claimReward(transaction, member, claim, context.requestId)))
        throw new ApiError('REWARD_ALREADY_CLAIMED');
      return { claimed: 1, reward };
    }),
  );

  registerEndpoint(app, endpoints.taskTag, async ({ db, signedInMember }) => {
    const views = await memberTasks(db, signedInMember, now());
    return {
      claimable: views.filter((view) => view.status === 'claimable').length,
      activityPoints: activityPointsOf(views),
    };
  });
}
