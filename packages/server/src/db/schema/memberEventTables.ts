import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sessions } from './members.ts';

/**
 * The outbox of the member event stream (issue 22). Each member's events are numbered 1, 2, 3… by a counter row
 * bumped under its row lock in the transaction that writes the event, so a later number can never commit before
 * an earlier one: a stream that has seen number n and reads "after n" misses nothing (a bigserial would not do:
 * two transactions take 5 and 6 and may commit 6 first). Written only by `member_outbox_append` (events/outboxFunctions.ts).
 */
export const memberOutboxCounters = pgTable('member_outbox_counters', {
  // No foreign key to members, as the ledger's accounts have none: balance events follow the ledger, which stands
  // on its own (test/ledger/ledger.test.ts posts for members it never registers).
  memberId: uuid('member_id').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});

export const memberOutboxEvents = pgTable(
  'member_outbox_events',
  {
    memberId: uuid('member_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    /** For `session.revoked`: the revoked session's token hash; only that session's streams hear it. */
    sessionKey: text('session_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.seq] }),
    index('member_outbox_events_created').on(table.createdAt),
  ],
);

/** Site-wide events (maintenance), numbered per site the same way. */
export const siteOutboxCounters = pgTable('site_outbox_counters', {
  siteCode: text('site_code').primaryKey(),
  lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
});

export const siteOutboxEvents = pgTable(
  'site_outbox_events',
  {
    siteCode: text('site_code').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.siteCode, table.seq] }),
    index('site_outbox_events_created').on(table.createdAt),
  ],
);

/**
 * Single-use tickets that open a member's event stream: SHA-256 of the ticket only, bound to the session that
 * asked (deleted with it), dead after `expires_at`. In the database, so any instance redeems them.
 */
export const eventStreamTickets = pgTable(
  'event_stream_tickets',
  {
    ticketHash: text('ticket_hash').primaryKey(),
    sessionTokenHash: text('session_token_hash')
      .notNull()
      .references(() => sessions.tokenHash, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('event_stream_tickets_expires').on(table.expiresAt)],
);

/**
 * Events written by a transaction that has not committed yet. A deferred trigger (events/outbox.ts) numbers
 * each row at COMMIT, moves it to its outbox and notifies: the counter's row lock is then taken last, after every
 * lock the change itself took (ledger accounts, the member row), so writing an event cannot deadlock a change.
 */
export const memberOutboxPending = pgTable('member_outbox_pending', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** Set for a member's event; null for a site-wide one. */
  memberId: uuid('member_id'),
  /** Set for a site-wide event; null for a member's one. */
  siteCode: text('site_code'),
  name: text('name').notNull(),
  payload: jsonb('payload').notNull(),
  sessionKey: text('session_key'),
});
