import { bigint, boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/**
 * Every sign-in attempt on an existing account (issue 23's sign-in history): the device and address it came from,
 * and how it ended. Attempts on unknown account names are not kept: they belong to no one.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** One of the contract's SIGN_IN_OUTCOMES. */
    outcome: text('outcome').notNull(),
    deviceNumber: text('device_number'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address').notNull(),
  },
  (table) => [index('sign_in_attempts_member').on(table.memberId, table.occurredAt)],
);

/**
 * A member's two-step verification: the TOTP secret, AES-256-GCM encrypted (twoStepSecretBox.ts), on once a first
 * code confirmed it. `last_used_step` is the newest 30-second step a code was accepted for: a code of that step or
 * an earlier one is refused, so a code seen over a shoulder cannot be used again within its window.
 */
export const memberTwoStep = pgTable('member_two_step', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, stored only as SHA-256; `used_at` is set by the one use that consumes a code. */
export const twoStepRecoveryCodes = pgTable(
  'two_step_recovery_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('two_step_recovery_codes_member').on(table.memberId)],
);

/** The devices (`device_no`) a member has signed in or registered on: a device not here is a new device. */
export const memberDevices = pgTable(
  'member_devices',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deviceNumber: text('device_number').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.deviceNumber] })],
);
