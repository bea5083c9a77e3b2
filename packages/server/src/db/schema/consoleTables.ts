import {
  bigint,
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { withdrawalRequests } from './paymentTables.ts';

/**
 * Operators of the console (issue 24): accounts apart from members, with an argon2id password. `role` is one of
 * the contract's operatorRoles: an admin works on every site, a site operator on the sites of
 * `operator_site_permissions`.
 */
export const operators = pgTable('operators', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set by an admin: a disabled operator cannot sign in and its sessions are refused. */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
});

/** A site operator's scope: one row per site and permission (operatorPermissions); a site with none is out of scope. */
export const operatorSitePermissions = pgTable(
  'operator_site_permissions',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    siteCode: text('site_code').notNull(),
    permission: text('permission').notNull(),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.siteCode, table.permission] })],
);

/**
 * An operator's authenticator: the TOTP secret sealed like a member's (twoStepSecretBox.ts), on once a first code
 * confirmed it; `last_used_step` refuses a code of that step or an earlier one (no replay).
 */
export const operatorTwoStep = pgTable('operator_two_step', {
  operatorId: uuid('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  secretCiphertext: text('secret_ciphertext').notNull(),
  enabled: boolean('enabled').notNull().default(false),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/**
 * An operator's recovery codes (issue 24): single-use stand-ins for the authenticator's code, made when two-step is
 * enrolled and again when the operator regenerates them (the old set is deleted). Only each code's SHA-256 is kept
 * (operatorRecoveryCodes.ts says why a fast hash); `used_at` marks a spent code, kept so the count left is known.
 */
export const operatorRecoveryCodes = pgTable(
  'operator_recovery_codes',
  {
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.operatorId, table.codeHash] })],
);

/**
 * Console sessions: only the token's SHA-256 is stored. A session works only once `two_step_verified_at` is set;
 * every console request reads its row (no cache), so a revocation is refused at once on every instance.
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    operatorId: uuid('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    twoStepVerifiedAt: timestamp('two_step_verified_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
  },
  (table) => [index('operator_sessions_operator').on(table.operatorId)],
);

/**
 * The audit log: one row per console or operator-CLI action, written in the action's transaction. Append-only:
 * a trigger (migration 0018) refuses UPDATE, DELETE and TRUNCATE, whoever connects.
 */
export const operatorAuditLog = pgTable(
  'operator_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** null for the command-line tool, which has no operator account */
    operatorId: uuid('operator_id').references(() => operators.id),
    actor: text('actor').notNull(),
    /** One of the contract's auditActions. */
    action: text('action').notNull(),
    siteCode: text('site_code'),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('operator_audit_log_time').on(table.occurredAt),
    index('operator_audit_log_operator').on(table.operatorId, table.occurredAt),
    index('operator_audit_log_site').on(table.siteCode, table.occurredAt),
  ],
);

/** Four eyes: the approvals a withdrawal above the site's amount has collected, one per approver. */
export const withdrawalApprovals = pgTable(
  'withdrawal_approvals',
  {
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawalRequests.id, { onDelete: 'cascade' }),
    /** The approver as the ledger names actors: operator:<name> (console and command line alike) */
    approver: text('approver').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.withdrawalId, table.approver] })],
);
