import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The stored reply of every successful money-moving request, keyed by member, endpoint and the client's
 * Idempotency-Key. The row is written in the same database transaction as the money movement, so a reply is
 * stored exactly when its effect committed.
 */
export const idempotencyRecords = pgTable(
  'idempotency_records',
  {
    memberId: uuid('member_id').notNull(),
    endpoint: text('endpoint').notNull(),
    key: text('key').notNull(),
    /** sha-256 of the canonical request body: a reused key with another body is refused */
    requestHash: text('request_hash').notNull(),
    /** the reply `data` as JSON text (text, not jsonb, so a replay is byte-identical) */
    responseBody: text('response_body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'idempotency_records_pk', columns: [table.memberId, table.endpoint, table.key] }),
  ],
);
