import { sql } from 'drizzle-orm';
import { bigint, check, numeric, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The site's rate for converting one unit of `fromCurrency` into `toCurrency` (exact decimal, 8 places). */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    siteCode: text('site_code').notNull(),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    rate: numeric('rate', { precision: 20, scale: 8 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({
      name: 'exchange_rates_pk',
      columns: [table.siteCode, table.fromCurrency, table.toCurrency],
    }),
    check('exchange_rates_rate_positive', sql`${table.rate} > 0`),
  ],
);

/** A rate promised to one member for a short time; an exchange consumes it once. */
export const exchangeQuotes = pgTable(
  'exchange_quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteCode: text('site_code').notNull(),
    memberId: uuid('member_id').notNull(),
    fromCurrency: text('from_currency').notNull(),
    toCurrency: text('to_currency').notNull(),
    rate: numeric('rate', { precision: 20, scale: 8 }).notNull(),
    fromAmountMinor: bigint('from_amount_minor', { mode: 'number' }).notNull(),
    /** floored: an exchange never creates value */
    toAmountMinor: bigint('to_amount_minor', { mode: 'number' }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'exchange_quotes_amounts_positive',
      sql`${table.fromAmountMinor} > 0 and ${table.toAmountMinor} > 0`,
    ),
  ],
);
