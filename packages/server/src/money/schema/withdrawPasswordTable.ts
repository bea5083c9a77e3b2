import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A member's withdrawal password (argon2id PHC string) and its wrong-attempt lock. One row per member once set. */
export const withdrawPasswords = pgTable('withdraw_passwords', {
  memberId: uuid('member_id').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  failedAttempts: integer('failed_attempts').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
