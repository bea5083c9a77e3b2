import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A member's withdrawal password (argon2id PHC string). One row per member once set; its wrong-attempt budget is
 * the subject `withdraw-password:<member id>` of the attempt throttle (`sign_in_failures`).
 */
export const withdrawPasswords = pgTable('withdraw_passwords', {
  memberId: uuid('member_id').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
