import { index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
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
    /**
     * The member's session that launched the game (SHA-256 of its token): the ticket is good only while that
     * session lives, so signing out or changing the password ends the game too. Null on rows launched before the
     * column existed, which no longer count.
     */
    sessionTokenHash: text('session_token_hash'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastHeartbeatAt: timestamp('last_heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * When the member last answered a reality check of this play session with "continue" (null: never). A
     * check is due when an interval boundary since `started_at` has passed after it.
     */
    realityCheckAnsweredAt: timestamp('reality_check_answered_at', { withTimezone: true }),
  },
  (table) => [
    unique('game_sessions_member_game').on(table.memberId, table.gameId),
    unique('game_sessions_ticket').on(table.ticketHash),
    index('game_sessions_session').on(table.sessionTokenHash),
  ],
);
