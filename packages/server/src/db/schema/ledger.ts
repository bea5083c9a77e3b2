import { BALANCE_CHANGE_REASONS, BALANCE_WALLETS } from '@platform/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The double-entry ledger. Money only ever moves as a ledger transaction whose entries sum to zero per
 * currency; account balances are a running total of their entries, kept in the account row so a balance
 * read is one indexed lookup. Database guards (see `src/ledger/guards.ts`) make the transaction and
 * entry rows append-only and reject unbalanced transactions at commit.
 *
 * Amounts are integer minor units (cents) in `bigint` columns, read as JS numbers: every amount the API
 * accepts is capped far below 2^53, so the number mode is exact.
 */

/** Who owns the account and what it is for. Member kinds belong to one member; system kinds to a site. */
export const ledgerAccountKinds = [
  /** the member's central wallet in the site's main currency */
  BALANCE_WALLETS.central,
  /** the member's virtual-currency wallet (USDT) */
  BALANCE_WALLETS.virtual,
  /** the member's wallet at one game venue, keyed by the venue's wallet code */
  'venue',
  /** funds of the member's pending withdrawals, held until an operator decides */
  BALANCE_WALLETS.withdrawalHold,
  /** the operator's own money: rewards are paid from it, exchanges and bets settle against it */
  'house',
  /** money outside the platform (banks, chains): approved deposits come from it, paid withdrawals go to it */
  'clearing',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteCode: text('site_code').notNull(),
    /** null for system accounts (house, clearing) */
    memberId: uuid('member_id'),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    /** the venue's wallet code for venue accounts, '' for every other kind */
    walletCode: text('wallet_code').notNull().default(''),
    currency: text('currency').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    /** only system accounts may go below zero (the house pays rewards before it earns) */
    allowsNegative: boolean('allows_negative').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_accounts_owner_unique')
      .on(table.siteCode, table.memberId, table.kind, table.walletCode, table.currency)
      .nullsNotDistinct(),
    // lets entries reference (account, currency) so an entry can never post in a foreign currency
    unique('ledger_accounts_id_currency_unique').on(table.id, table.currency),
    index('ledger_accounts_member_index').on(table.memberId),
    check('ledger_accounts_balance_not_negative', sql`${table.allowsNegative} or ${table.balanceMinor} >= 0`),
    check(
      'ledger_accounts_kind_known',
      sql`${table.kind} in ('central', 'virtual', 'venue', 'withdrawal_hold', 'house', 'clearing')`,
    ),
    check(
      'ledger_accounts_owner_matches_kind',
      sql`(${table.kind} in ('house', 'clearing')) = (${table.memberId} is null)`,
    ),
    check(
      'ledger_accounts_only_system_negative',
      sql`not ${table.allowsNegative} or ${table.memberId} is null`,
    ),
  ],
);

/**
 * What a ledger transaction did; the member-facing transaction record shows it. The contract owns the words (a
 * `balance.changed` event carries them as its reason), the ledger takes them from there.
 */
export const ledgerTransactionKinds = BALANCE_CHANGE_REASONS;
export type LedgerTransactionKind = (typeof ledgerTransactionKinds)[number];

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteCode: text('site_code').notNull(),
    /** the member the movement is about (null only for pure system movements) */
    memberId: uuid('member_id'),
    kind: text('kind').$type<LedgerTransactionKind>().notNull(),
    /** who caused it: `member:<id>`, `operator:<name>` or `system:<job>` */
    actor: text('actor').notNull(),
    /** the HTTP request id (or operator command id) that caused it */
    requestId: text('request_id').notNull(),
    /** globally unique, namespaced by the caller; a second posting with the same key is refused */
    idempotencyKey: text('idempotency_key').notNull(),
    /** the deposit order, withdrawal request, exchange quote or bet this transaction settles */
    referenceId: text('reference_id'),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_transactions_idempotency_key_unique').on(table.idempotencyKey),
    index('ledger_transactions_member_created_index').on(table.memberId, table.createdAt),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: uuid('account_id').notNull(),
    currency: text('currency').notNull(),
    /** positive credits the account, negative debits it */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** the account's balance right after this entry: the audit trail of every balance */
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'ledger_entries_account_currency_fk',
      columns: [table.accountId, table.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }),
    index('ledger_entries_transaction_index').on(table.transactionId),
    index('ledger_entries_account_index').on(table.accountId, table.id),
    check('ledger_entries_amount_not_zero', sql`${table.amountMinor} <> 0`),
  ],
);
