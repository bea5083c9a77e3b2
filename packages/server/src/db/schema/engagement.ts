import { pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { members } from './members.ts';

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

export * from '../../feedback/schema.ts';
export * from '../../messages/schema.ts';
export * from '../../tasks/schema.ts';
