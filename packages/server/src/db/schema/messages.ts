import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** A security notice: which change (`SecurityChange`), and from when a new withdrawal account can be used. */
export type StoredInboxNotice = { security: string; usableFrom?: string };

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
    /**
     * A notice the platform wrote (not an operator's words): what it says, without the words, so the list renders
     * it in the language of each request (messages/inboxNotice.ts). `title` and `content` keep its text in the
     * site's language at the time: what a reader gets when this server no longer knows the notice.
     */
    notice: jsonb('notice').$type<StoredInboxNotice>(),
    read: boolean('read').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('member_messages_member').on(table.memberId, table.createdAt)],
);
