import { Type } from 'typebox';
import { defineEndpoint } from '../defineEndpoint.ts';
import { Id, PageOf, Paging, Timestamp } from './common.ts';
import { DateRangePresetSchema, IdempotencyErrors } from './money.ts';

const TASK_PATH = '/api/findmed/v1/task/conter';

const Reward = Type.Object({
  amountMinor: Type.Integer({ minimum: 0, description: 'Reward, minor units' }),
  currency: Type.String(),
});

/**
 * A task's state in its current period, declared once (the member app and the console both name them):
 * `expired`: the task ended (see `expiresAt`) before its reward was claimed in the current period.
 */
export const taskStatuses = ['in_progress', 'claimable', 'claimed', 'expired'] as const;
export type TaskStatus = (typeof taskStatuses)[number];
export const TaskStatusSchema = Type.Enum(taskStatuses);

export const Task = Type.Object({
  id: Type.String(),
  groupId: Type.String(),
  title: Type.String(),
  description: Type.String(),
  progress: Type.Integer({ minimum: 0 }),
  target: Type.Integer({ minimum: 1 }),
  status: TaskStatusSchema,
  reward: Reward,
  activityPoints: Type.Integer({ minimum: 0 }),
  expiresAt: Type.Optional(
    Type.Union([Timestamp, Type.Null()], {
      description: 'When the task ends (a limited-time task); absent or null for a task without an end',
    }),
  ),
});

const ActivityTier = Type.Object({
  id: Type.String(),
  pointsRequired: Type.Integer(),
  reward: Reward,
  status: Type.Union([Type.Literal('locked'), Type.Literal('claimable'), Type.Literal('claimed')]),
});

const ClaimResult = Type.Object({ claimed: Type.Integer({ minimum: 0 }), reward: Reward });

/** Every task-centre call is plain JSON (spec §7: json true). */
export const taskEndpoints = {
  taskContent: defineEndpoint({
    name: 'taskContent',
    method: 'POST',
    path: `${TASK_PATH}/content`,
    auth: 'public',
    encoding: 'json',
    summary: 'Task-centre page text: title, rules and activity tiers',
    body: Type.Object({}),
    response: Type.Object({ title: Type.String(), rules: Type.String(), tiers: Type.Array(ActivityTier) }),
    errors: [],
  }),
  taskGroups: defineEndpoint({
    name: 'taskGroups',
    method: 'POST',
    path: `${TASK_PATH}/list_group`,
    auth: 'member',
    encoding: 'json',
    summary: 'Task groups (daily, weekly, newcomer…) with counts',
    body: Type.Object({}),
    response: PageOf(
      Type.Object({
        id: Type.String(),
        name: Type.String(),
        taskCount: Type.Integer(),
        claimable: Type.Integer(),
      }),
    ),
    errors: [],
  }),
  taskList: defineEndpoint({
    name: 'taskList',
    method: 'POST',
    path: `${TASK_PATH}/list`,
    auth: 'member',
    encoding: 'json',
    summary: "The tasks of one group with the member's progress",
    body: Type.Object({ groupId: Id }),
    response: PageOf(Task),
    errors: ['NOT_FOUND'],
  }),
  taskRecords: defineEndpoint({
    name: 'taskRecords',
    method: 'POST',
    path: `${TASK_PATH}/member_record`,
    auth: 'member',
    encoding: 'json',
    summary: "The member's claimed rewards in the date range (site time zone), newest first",
    body: Type.Object({ preset: Type.Optional(DateRangePresetSchema), ...Paging }),
    response: PageOf(
      Type.Object({ id: Type.String(), title: Type.String(), reward: Reward, claimedAt: Timestamp }),
    ),
    errors: [],
  }),
  claimTask: defineEndpoint({
    name: 'claimTask',
    method: 'POST',
    path: `${TASK_PATH}/list/receive`,
    auth: 'member',
    encoding: 'json',
    summary: 'Claim the reward of one completed task (credited through the ledger, once)',
    body: Type.Object({ taskId: Id }),
    response: ClaimResult,
    moneyMoving: true,
    errors: [
      ...IdempotencyErrors,
      'NOT_FOUND',
      'TASK_NOT_COMPLETED',
      'TASK_EXPIRED',
      'REWARD_ALREADY_CLAIMED',
    ],
  }),
  claimActivityTier: defineEndpoint({
    name: 'claimActivityTier',
    method: 'POST',
    path: `${TASK_PATH}/active/receive`,
    auth: 'member',
    encoding: 'json',
    summary: 'Claim an activity-points tier reward',
    body: Type.Object({ tierId: Id }),
    response: ClaimResult,
    moneyMoving: true,
    errors: [...IdempotencyErrors, 'NOT_FOUND', 'TASK_NOT_COMPLETED', 'REWARD_ALREADY_CLAIMED'],
  }),
  claimGroup: defineEndpoint({
    name: 'claimGroup',
    method: 'POST',
    path: `${TASK_PATH}/list/one_receive`,
    auth: 'member',
    encoding: 'json',
    summary: 'Claim every claimable task of a group at once',
    body: Type.Object({ groupId: Id }),
    response: ClaimResult,
    moneyMoving: true,
    errors: [...IdempotencyErrors, 'NOT_FOUND', 'NOTHING_TO_CLAIM'],
  }),
  taskTag: defineEndpoint({
    name: 'taskTag',
    method: 'POST',
    path: `${TASK_PATH}/tag`,
    auth: 'member',
    encoding: 'json',
    summary: 'Badge data for the task entry: how many rewards wait to be claimed',
    body: Type.Object({}),
    response: Type.Object({
      claimable: Type.Integer({ minimum: 0 }),
      activityPoints: Type.Integer({ minimum: 0 }),
    }),
    errors: [],
  }),
};
