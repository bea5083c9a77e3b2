import type { UsdtNetwork, WithdrawalAccountKind } from '@platform/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';

/** How a member pays in through a channel. Each kind shows different receiving details. */
export const depositChannelKinds = ['bank_transfer', 'usdt_trc20', 'usdt_erc20', 'alipay'] as const;
export type DepositChannelKind = (typeof depositChannelKinds)[number];

/** Where the member sends the money; copied onto each order so later channel edits never change an order. */
export type DepositReceivingDetails =
  | { kind: 'bank_transfer'; bankName: string; accountHolder: string; accountNumber: string; branch: string }
  | { kind: 'usdt_trc20' | 'usdt_erc20'; walletAddress: string }
  | { kind: 'alipay'; accountHolder: string; alipayAccount: string };

export const depositChannels = pgTable(
  'deposit_channels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteCode: text('site_code').notNull(),
    /** the numeric payment id a site enables in its config (`enabledPaymentIds`) */
    paymentId: integer('payment_id').notNull(),
    kind: text('kind').$type<DepositChannelKind>().notNull(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    minimumMinor: bigint('minimum_minor', { mode: 'number' }).notNull(),
    maximumMinor: bigint('maximum_minor', { mode: 'number' }).notNull(),
    /** how long a member has to pay once an order is created */
    orderLifetimeMinutes: integer('order_lifetime_minutes').notNull(),
    receivingDetails: jsonb('receiving_details').$type<DepositReceivingDetails>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [
    unique('deposit_channels_site_payment_unique').on(table.siteCode, table.paymentId),
    check(
      'deposit_channels_limits_ordered',
      sql`0 < ${table.minimumMinor} and ${table.minimumMinor} <= ${table.maximumMinor}`,
    ),
  ],
);

export const paymentDecisionStatuses = ['pending', 'approved', 'rejected'] as const;
export type PaymentDecisionStatus = (typeof paymentDecisionStatuses)[number];

export const depositOrders = pgTable(
  'deposit_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteCode: text('site_code').notNull(),
    memberId: uuid('member_id').notNull(),
    channelId: uuid('channel_id')
      .notNull()
      .references(() => depositChannels.id),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** short code the member writes in the payment remark so the operator can match the payment */
    referenceCode: text('reference_code').notNull(),
    receivingDetails: jsonb('receiving_details').$type<DepositReceivingDetails>().notNull(),
    status: text('status').$type<PaymentDecisionStatus>().notNull().default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    ledgerTransactionId: uuid('ledger_transaction_id'),
    /**
     * When the expiry sweep (money/depositExpiry.ts) found the order pending past `expires_at` and announced
     * `deposit.expired`; null until then. The status stays pending (expiry is read against the clock), so an
     * operator may still reject it; this only makes the announcement happen once, whichever instance sweeps.
     */
    expiryAnnouncedAt: timestamp('expiry_announced_at', { withTimezone: true }),
  },
  (table) => [
    index('deposit_orders_member_index').on(table.memberId, table.createdAt),
    index('deposit_orders_status_index').on(table.status),
    /** The sweep's question: pending orders not yet announced, oldest expiry first. */
    index('deposit_orders_unannounced_expiry_index')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'pending' and ${table.expiryAnnouncedAt} is null`),
    check('deposit_orders_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

export type { UsdtNetwork, WithdrawalAccountKind };

export const withdrawalAccounts = pgTable(
  'withdrawal_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteCode: text('site_code').notNull(),
    memberId: uuid('member_id').notNull(),
    kind: text('kind').$type<WithdrawalAccountKind>().notNull(),
    /** TRC20 or ERC20 for virtual coin, null otherwise */
    network: text('network').$type<UsdtNetwork>(),
    holderName: text('holder_name').notNull(),
    /** bank name for cards, '' otherwise */
    bankName: text('bank_name').notNull().default(''),
    /** the full number or address: operators need it to pay out; members only ever see the masked form */
    accountNumber: text('account_number').notNull(),
    accountNumberMasked: text('account_number_masked').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** removal is a mark, so withdrawals made to the account keep their destination */
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (table) => [index('withdrawal_accounts_member_index').on(table.memberId)],
);

export const withdrawalRequests = pgTable(
  'withdrawal_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteCode: text('site_code').notNull(),
    memberId: uuid('member_id').notNull(),
    withdrawalAccountId: uuid('withdrawal_account_id')
      .notNull()
      .references(() => withdrawalAccounts.id),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /**
     * the payout channel's fee at the rate shown to the member when they asked (a later rate change does not
     * touch it); approval pays `amount - fee` out and books the fee to the site's house account
     */
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<PaymentDecisionStatus>().notNull().default('pending'),
    /** the transaction that moved the funds from the wallet to the member's withdrawal hold */
    holdTransactionId: uuid('hold_transaction_id').notNull(),
    /** the transaction that paid (hold to clearing) or released (hold back to wallet) the funds */
    decisionTransactionId: uuid('decision_transaction_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    decisionReason: text('decision_reason'),
  },
  (table) => [
    index('withdrawal_requests_member_index').on(table.memberId, table.createdAt),
    index('withdrawal_requests_status_index').on(table.status),
    check('withdrawal_requests_amount_positive', sql`${table.amountMinor} > 0`),
    check(
      'withdrawal_requests_fee_within_amount',
      sql`${table.feeMinor} >= 0 and ${table.feeMinor} < ${table.amountMinor}`,
    ),
  ],
);
