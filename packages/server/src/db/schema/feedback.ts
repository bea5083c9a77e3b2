import type { FeedbackCategory } from '@platform/contract';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

/** Uploaded images, readable only by the member who uploaded them (and operators through the CLI). */
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

/** Feedback a member sent, with the ids of their own uploads attached and the operator's reply. */
export const feedback = pgTable(
  'feedback',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    category: text('category').$type<FeedbackCategory>().notNull(),
    content: text('content').notNull(),
    imageIds: text('image_ids').array().notNull(),
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_member').on(table.memberId, table.createdAt)],
);
