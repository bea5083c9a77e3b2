import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** A member of one site. Account names are unique per site, not globally (white-label sites are separate). */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteCode: text('site_code').notNull(),
    username: text('username').notNull(),
    /** PHC string of the argon2id hash */
    passwordHash: text('password_hash').notNull(),
    realName: text('real_name'),
    phoneAreaCode: text('phone_area_code'),
    phone: text('phone'),
    email: text('email'),
    avatarUrl: text('avatar_url'),
    vipLevel: integer('vip_level').notNull().default(0),
    depositTotalMinor: bigint('deposit_total_minor', { mode: 'number' }).notNull().default(0),
    turnoverTotalMinor: bigint('turnover_total_minor', { mode: 'number' }).notNull().default(0),
    inviteCode: text('invite_code').notNull(),
    invitedBy: uuid('invited_by'),
    /** Bumped on password change: sessions issued before it are dead. */
    credentialsChangedAt: timestamp('credentials_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Automatic transfer (免转) as the member chose it; null: not chosen, the site config's default applies. */
    venueAutoTransfer: boolean('venue_auto_transfer'),
    /** Set by an operator (console or CLI): a locked member cannot sign in; null when not locked. */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('members_site_username').on(table.siteCode, table.username),
    unique('members_invite_code').on(table.inviteCode),
    unique('members_site_phone').on(table.siteCode, table.phoneAreaCode, table.phone),
    unique('members_site_email').on(table.siteCode, table.email),
    index('members_invited_by').on(table.invitedBy),
    check('members_username_format', sql`${table.username} ~ '^[A-Za-z0-9]{4,11}$'`),
  ],
);

/**
 * Sessions: only the SHA-256 of the token is stored, so a database leak yields no usable token.
 * Idle expiry slides with use (heartbeat included); the absolute expiry never moves.
 */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    siteCode: text('site_code').notNull(),
    visitorId: text('visitor_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Where the session was signed in from, for the member's list of signed-in devices (issue 23). */
    deviceNumber: text('device_number'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (table) => [index('sessions_member').on(table.memberId)],
);

/**
 * One-time sign-in handoff codes (the native shell's `?token=` for its webview): stored as SHA-256 only, bound to
 * the site and to the session that asked for it, consumed by the first exchange, dead after 60 s.
 */
export const sessionHandoffCodes = pgTable(
  'session_handoff_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    siteCode: text('site_code').notNull(),
    /** The issuing session: a code dies with it (sign-out, password change). */
    issuedBySessionHash: text('issued_by_session_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('session_handoff_codes_member').on(table.memberId)],
);
