import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const betStatuses = ['unsettled', 'won', 'lost', 'void'] as const;
export type BetStatus = (typeof betStatuses)[number];

/** What the member picked, as the venue reports it (shown on the bet detail). */
export type BetSelection = { event: string; market: string; pick: string; odds: string };

/** A bet placed at a venue with money from the member's venue wallet; stake and payout go through the ledger. */
export const betRecords = pgTable(
  'bet_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    siteCode: text('site_code').notNull(),
    memberId: uuid('member_id').notNull(),
    walletCode: text('wallet_code').notNull(),
    gameName: text('game_name').notNull(),
    currency: text('currency').notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'number' }).notNull().default(0),
    status: text('status').$type<BetStatus>().notNull(),
    selection: jsonb('selection').$type<BetSelection>().notNull(),
    /** what the game drew (the demo venue's die), fixed when the stake is taken and paid by the settlement */
    outcome: text('outcome'),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('bet_records_member_index').on(table.memberId, table.placedAt),
    check('bet_records_amounts', sql`${table.stakeMinor} > 0 and ${table.payoutMinor} >= 0`),
  ],
);
