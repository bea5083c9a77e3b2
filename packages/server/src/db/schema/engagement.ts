import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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

/** Messages addressed to one member (site notices are copied per member so read state is theirs). */
export const memberMessages = pgTable(
  'member_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    read: boolean('read').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('member_messages_member').on(table.memberId, table.createdAt)],
);

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
    target: integer('target').notNull(),
    rewardMinor: bigint('reward_minor', { mode: 'number' }).notNull(),
    rewardCurrency: text('reward_currency').notNull(),
    activityPoints: integer('activity_points').notNull(),
    sort: integer('sort').notNull(),
  },
  (table) => [
    check('tasks_target_positive', sql`${table.target} > 0`),
    check('tasks_reward', sql`${table.rewardMinor} >= 0`),
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

/** A member's progress on a task (the demo seeds it; a real platform feeds it from bets and deposits). */
export const taskProgress = pgTable(
  'task_progress',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    taskId: text('task_id')
      .notNull()
      .references(() => tasks.id),
    progress: integer('progress').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.taskId] })],
);

/**
 * One row per claimed reward (task or activity tier). The unique key makes a second claim impossible even under
 * concurrency; the ledger credit uses the same key as its idempotency key.
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

/** Uploaded images; the random id is the capability to read it back. */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  memberId: uuid('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  contentBase64: text('content_base64').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    content: text('content').notNull(),
    imageIds: text('image_ids').array().notNull(),
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_member').on(table.memberId, table.createdAt)],
);

/** Open game sessions, kept alive by the 30 s heartbeat. */
export const gameSessions = pgTable(
  'game_sessions',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: text('game_id').notNull(),
    platform: text('platform').notNull(),
    /** SHA-256 of the venue ticket in the launch URL: the venue's credential, never the session token. */
    ticketHash: text('ticket_hash').notNull(),
    ticketExpiresAt: timestamp('ticket_expires_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('game_sessions_member_game').on(table.memberId, table.gameId),
    unique('game_sessions_ticket').on(table.ticketHash),
  ],
);
