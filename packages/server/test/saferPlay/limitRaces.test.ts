import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../../../test/postgres.ts';
import { ledgerAccounts } from '../../src/db/schema/ledger.ts';
import { depositOrders } from '../../src/db/schema/paymentTables.ts';
import { saferPlayLimits } from '../../src/db/schema/saferPlay.ts';
import { ApiError } from '../../src/errors/apiError.ts';
import { createDepositOrder, depositChannelsOf } from '../../src/money/deposits.ts';
import { transferToVenueInTransaction } from '../../src/money/transfers.ts';
import { enforcePlayRules } from '../../src/saferPlay/enforcement.ts';
import { createTestMember, fundMember, seedTestSite } from '../support/moneyFixtures.ts';
import { type MoneyTestDatabase, openPostgresMoneyDatabase } from '../support/moneyTestDatabase.ts';

const runRaces = await postgresAvailable();
const PARALLEL = 24;

let money: MoneyTestDatabase;

beforeAll(async () => {
  if (!runRaces) return;
  money = await openPostgresMoneyDatabase(PARALLEL);
  await seedTestSite(money.database);
});
afterAll(async () => {
  await money?.close();
});

describe.runIf(runRaces)('deposit limits under real concurrency (PostgreSQL)', () => {
  it(`${PARALLEL} deposit orders at once, each a fifth of the daily limit: exactly five pass and the total is the limit`, async () => {
    const { database } = money;
    const member = await createTestMember(database);
    const channels = await depositChannelsOf(database, 'hgty');
    const channel = channels.find((candidate) => candidate.currency === 'CNY');
    if (!channel) throw new Error('no CNY channel');
    const share = channel.minimumMinor * 2;
    await database
      .insert(saferPlayLimits)
      .values({ memberId: member.id, siteCode: 'hgty', kind: 'deposit', period: 'day', value: share * 5 });

    const outcomes = await Promise.allSettled(
      Array.from({ length: PARALLEL }, () =>
        database.transaction((transaction) =>
          createDepositOrder(transaction, member, { channelId: channel.id, amountMinor: share }),
        ),
      ),
    );
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(
      refusals.every((reason) => reason instanceof ApiError && reason.code === 'DEPOSIT_LIMIT_EXCEEDED'),
    ).toBe(true);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const orders = await database
      .select({ amountMinor: depositOrders.amountMinor })
      .from(depositOrders)
      .where(
        and(eq(depositOrders.memberId, member.id), inArray(depositOrders.status, ['pending', 'approved'])),
      );
    expect(orders.reduce((sum, order) => sum + order.amountMinor, 0)).toBe(share * 5);
  });
});

const SHARE_MINOR = 1_000;

describe.runIf(runRaces)('loss limits under real concurrent transfer-ins (PostgreSQL)', () => {
  it(`${PARALLEL} transfer-ins at once, each a fifth of the daily loss limit: exactly five pass and the venues hold the limit`, async () => {
    const { database } = money;
    const member = await createTestMember(database);
    await fundMember(database, member, SHARE_MINOR * PARALLEL);
    await database
      .insert(saferPlayLimits)
      .values({ memberId: member.id, siteCode: 'hgty', kind: 'loss', period: 'day', value: SHARE_MINOR * 5 });

    const outcomes = await Promise.allSettled(
      Array.from({ length: PARALLEL }, (_, index) =>
        database.transaction(async (transaction) => {
          // the venue is chosen in turn, so the reservation must count every venue wallet, not only one
          const walletCode = index % 2 === 0 ? 'SPORT' : 'LIVE';
          await enforcePlayRules(
            transaction,
            member,
            { sessionToken: '', transferInMinor: SHARE_MINOR },
            new Date(),
          );
          return transferToVenueInTransaction(
            transaction,
            member,
            { walletCode, direction: 'to_venue', amountMinor: SHARE_MINOR },
            { actor: 'member:test', requestId: 'race', ledgerKey: `race:${randomBytes(8).toString('hex')}` },
          );
        }),
      ),
    );
    const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
    expect(
      refusals.every((reason) => reason instanceof ApiError && reason.code === 'LOSS_LIMIT_EXCEEDED'),
    ).toBe(true);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(5);
    const venues = await database
      .select({ balanceMinor: ledgerAccounts.balanceMinor })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.memberId, member.id), eq(ledgerAccounts.kind, 'venue')));
    expect(venues.reduce((sum, venue) => sum + venue.balanceMinor, 0)).toBe(SHARE_MINOR * 5);
  });
});
