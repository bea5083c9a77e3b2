import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The server's RSA-OAEP key pairs for password fields; generated at first start, never in the repository. One is
 * active (served to clients): the partial unique index admits a single active row, so even two instances making
 * the first pair at the same instant cannot leave two. A rotation retires the active pair, which still decrypts
 * for a grace period (security/rsaKeys.ts).
 */
export const rsaKeys = pgTable(
  'rsa_keys',
  {
    keyId: text('key_id').primaryKey(),
    publicKeySpkiPem: text('public_key_spki_pem').notNull(),
    privateKeyPkcs8Pem: text('private_key_pkcs8_pem').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    active: boolean('active').notNull().default(false),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('rsa_keys_one_active').on(table.active).where(sql`${table.active}`)],
);

/** Nonces of decrypted password fields, kept past the 5-minute window so a captured ciphertext cannot be replayed. */
export const usedPasswordNonces = pgTable('used_password_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Attempt counters of every secret checked with argon2, one row per subject (`account:<site>:<name>`,
 * `ip:<address>`, `withdraw-password:<member id>`): failed checks, checks in flight, lock (security/attemptThrottle.ts).
 */
export const signInFailures = pgTable('sign_in_failures', {
  subject: text('subject').primaryKey(),
  failures: integer('failures').notNull().default(0),
  /** claimed checks not yet settled; they stop counting at `pending_expires_at` (a process died mid-check) */
  pending: integer('pending').notNull().default(0),
  pendingExpiresAt: timestamp('pending_expires_at', { withTimezone: true }),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull().defaultNow(),
  lockCount: integer('lock_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/** The latest captcha answer per site and device; single use, short-lived, stored hashed. */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    siteCode: text('site_code').notNull(),
    deviceNumber: text('device_number').notNull(),
    answerHash: text('answer_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.siteCode, table.deviceNumber] })],
);

/** One-time verification codes (SMS / email), stored hashed; at most 5 tries each. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteCode: text('site_code').notNull(),
    channel: text('channel').$type<'phone' | 'email'>().notNull(),
    /** normalised destination: `+86 13800000000` or a lower-cased email */
    destination: text('destination').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    requestIp: text('request_ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [
    index('verification_codes_destination').on(
      table.siteCode,
      table.channel,
      table.destination,
      table.createdAt,
    ),
    index('verification_codes_ip').on(table.requestIp, table.createdAt),
  ],
);

/**
 * The development outbox: where SMS and email messages go instead of a real gateway. Tests and the operator
 * tool read codes from here; they are never written to a log.
 */
export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteCode: text('site_code').notNull(),
    channel: text('channel').$type<'phone' | 'email'>().notNull(),
    destination: text('destination').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dev_outbox_destination').on(table.destination, table.createdAt)],
);
