import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { operators } from './consoleTables.ts';
import { members } from './members.ts';

/**
 * Operators' notes about a member (issue 24), shown on the console's member page newest first. Append-only like
 * the audit log: a trigger (migration 0024) refuses UPDATE, DELETE and TRUNCATE, so a note stays as written.
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Insertion order: newest first even for notes written within one clock tick. */
    position: bigserial('position', { mode: 'number' }).notNull(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id),
    /** null for the command-line tool, which has no operator account */
    operatorId: uuid('operator_id').references(() => operators.id),
    /** operator:<name>, as the audit log names the author */
    author: text('author').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('member_notes_member').on(table.memberId, table.position)],
);
