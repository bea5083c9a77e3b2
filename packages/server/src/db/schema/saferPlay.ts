import type { ExclusionKind, LimitKind, LimitPeriod } from '@platform/domain';
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
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * A member's safer-play limits (issue 23), one row per kind and period they have ever set. `value` is the limit
 * in force (null: none); a looser value asked for waits in `pending_value` from `pending_since` until the member
 * confirms it after the cooling-off (`pending_since` null: nothing waits; with it, a null `pending_value` is a
 * removal). Deposit and loss values are minor units, the session value minutes.
 */
export const saferPlayLimits = pgTable(
  'safer_play_limits',
  {
    memberId: uuid('member_id').notNull(),
    siteCode: text('site_code').notNull(),
    // the check constraints below hold the column to the domain's words; the types say so to every reader
    kind: text('kind').$type<LimitKind>().notNull(),
    period: text('period').$type<LimitPeriod>().notNull(),
    value: bigint('value', { mode: 'number' }),
    pendingValue: bigint('pending_value', { mode: 'number' }),
    pendingSince: timestamp('pending_since', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.kind, table.period] }),
    check('safer_play_limits_kind', sql`${table.kind} in ('deposit', 'loss', 'session')`),
    check('safer_play_limits_period', sql`${table.period} in ('day', 'week', 'month', 'session')`),
    check('safer_play_limits_values', sql`${table.value} >= 0 and ${table.pendingValue} >= 0`),
  ],
);

/**
 * Time-outs and self-exclusions. Rows are never updated nor deleted: a break cannot be undone early. The group
 * and the member's phone and email are copied at the start, so the sites sharing the group find the same person
 * among their own accounts.
 */
export const saferPlayExclusions = pgTable(
  'safer_play_exclusions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id').notNull(),
    siteCode: text('site_code').notNull(),
    exclusionGroup: text('exclusion_group').notNull(),
    kind: text('kind').$type<ExclusionKind>().notNull(),
    phoneAreaCode: text('phone_area_code'),
    phone: text('phone'),
    email: text('email'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** null: permanent */
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (table) => [
    check('safer_play_exclusions_kind', sql`${table.kind} in ('time_out', 'self_exclusion')`),
    check(
      'safer_play_exclusions_period',
      sql`${table.endsAt} is null or ${table.endsAt} > ${table.startedAt}`,
    ),
    index('safer_play_exclusions_member').on(table.memberId),
    index('safer_play_exclusions_group_phone').on(table.exclusionGroup, table.phone),
    index('safer_play_exclusions_group_email').on(table.exclusionGroup, table.email),
  ],
);

/**
 * The reality-check interval a member chose (issue 23); no row: the site's default. 0 is "off", chosen on purpose.
 */
export const saferPlayRealityChecks = pgTable(
  'safer_play_reality_checks',
  {
    memberId: uuid('member_id').primaryKey(),
    intervalMinutes: integer('interval_minutes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('safer_play_reality_checks_interval', sql`${table.intervalMinutes} >= 0`)],
);

/**
 * A member's answer to "set a deposit limit?" on a site that asks it (saferPlay.askDepositLimit): 'limit' when they
 * set one, 'no_limit' when they chose, by a positive action, to have none. One row per member; on a site that asks
 * before the first deposit, no row means no deposit yet.
 */
export const saferPlayDepositLimitChoices = pgTable(
  'safer_play_deposit_limit_choices',
  {
    memberId: uuid('member_id').primaryKey(),
    siteCode: text('site_code').notNull(),
    choice: text('choice').notNull(),
    chosenAt: timestamp('chosen_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('safer_play_deposit_limit_choices_choice', sql`${table.choice} in ('limit', 'no_limit')`),
  ],
);
