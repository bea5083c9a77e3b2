import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** What a member did that tasks (and VIP progress) count; each task names one. */
export const memberEventKinds = [
  'sign_in',
  'deposit_approved',
  'withdraw_password_set',
  'phone_bound',
  'bet_placed',
] as const;
export type MemberEventKind = (typeof memberEventKinds)[number];

/** How often a task starts over: its progress counts only events since the period began, and it can be claimed once per period. */
export const taskPeriods = ['daily', 'weekly', 'once'] as const;
export type TaskPeriod = (typeof taskPeriods)[number];

export const taskGroups = pgTable('task_groups', {
  id: text('id').primaryKey(),
  siteCode: text('site_code').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull(),
});

export const tasks = pgTable(
  'tasks',
  {
    id: text('id').primaryKey(),
    groupId: text('group_id')
      .notNull()
      .references(() => taskGroups.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** the event each unit of progress is */
    event: text('event').$type<MemberEventKind>().notNull(),
    period: text('period').$type<TaskPeriod>().notNull(),
    target: integer('target').notNull(),
    rewardMinor: bigint('reward_minor', { mode: 'number' }).notNull(),
    rewardCurrency: text('reward_currency').notNull(),
    activityPoints: integer('activity_points').notNull(),
    sort: integer('sort').notNull(),
    /** A limited-time task ends here: from this instant its reward can no longer be claimed. Null: no end. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (table) => [
    check('tasks_target_positive', sql`${table.target} > 0`),
    check('tasks_reward', sql`${table.rewardMinor} >= 0`),
    check('tasks_period_known', sql`${table.period} in ('daily', 'weekly', 'once')`),
  ],
);

/** Activity-points tiers of a site's task centre. */
export const activityTiers = pgTable('activity_tiers', {
  id: text('id').primaryKey(),
  siteCode: text('site_code').notNull(),
  pointsRequired: integer('points_required').notNull(),
  rewardMinor: bigint('reward_minor', { mode: 'number' }).notNull(),
  rewardCurrency: text('reward_currency').notNull(),
});

/**
 * One row per event a member caused (a sign-in, an approved deposit, a bet, ...), written in the same database
 * transaction as the event itself. The key names the event (`deposit:<order id>`), so the same event recorded
 * twice (an approval replayed, a settlement retried) is one row. A task's progress is the count of its event
 * kind since its period began, so progress is never stored and cannot drift from what happened.
 */
export const memberEvents = pgTable(
  'member_events',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    kind: text('kind').$type<MemberEventKind>().notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.eventKey] }),
    index('member_events_member_kind_time').on(table.memberId, table.kind, table.occurredAt),
  ],
);

/**
 * One row per claimed reward (task or activity tier). The unique key makes a second claim impossible even under
 * concurrency; the ledger credit uses the same key as its idempotency key. A periodic task's source id carries
 * its period (`<task id>@<period start>`), so it can be claimed again in the next period and never twice in one.
 */
export const rewardClaims = pgTable(
  'reward_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    sourceKind: text('source_kind').$type<'task' | 'activity_tier'>().notNull(),
    sourceId: text('source_id').notNull(),
    title: text('title').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('reward_claims_once').on(table.memberId, table.sourceKind, table.sourceId),
    index('reward_claims_member').on(table.memberId, table.claimedAt),
  ],
);
