import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../../../test/postgres.ts';
import { platformDomainEvents } from '../../src/composition/domainSubscribers.ts';
import { memberOutboxEvents } from '../../src/db/schema/memberEventTables.ts';
import type { MoneyExecutor } from '../../src/ledger/executor.ts';
import { announceExpiredDepositOrders } from '../../src/money/depositExpiry.ts';
import { createDepositOrder, decideDepositOrder, depositChannelsOf } from '../../src/money/deposits.ts';
import type { MemberRef } from '../../src/money/memberContext.ts';
import { createTestMember, seedTestSite } from '../support/moneyFixtures.ts';
import {
  type MoneyTestDatabase,
  openPgliteMoneyDatabase,
  openPostgresMoneyDatabase,
} from '../support/moneyTestDatabase.ts';

const events = platformDomainEvents();
const meta = { actor: 'operator:test', requestId: 'deposit-expiry-test' };
const MINUTE = 60_000;

async function placeOrder(database: MoneyExecutor, member: MemberRef, placedAt: Date) {
  const [channel] = await depositChannelsOf(database, member.siteCode);
  if (!channel) throw new Error(`${member.siteCode} has no deposit channel`);
  return database.transaction((transaction) =>
    createDepositOrder(
      transaction,
      member,
      { channelId: channel.id, amountMinor: channel.minimumMinor },
      placedAt,
    ),
  );
}

async function expiredEventsOf(database: MoneyExecutor, member: MemberRef) {
  const rows = await database
    .select({ payload: memberOutboxEvents.payload })
    .from(memberOutboxEvents)
    .where(and(eq(memberOutboxEvents.memberId, member.id), eq(memberOutboxEvents.name, 'deposit.expired')))
    .orderBy(asc(memberOutboxEvents.seq));
  return rows.map((row) => row.payload);
}

/** Long after every order placed now has expired (lifetimes are minutes). */
const afterEveryLifetime = (from: Date) => new Date(from.getTime() + 24 * 60 * MINUTE);

describe('deposit.expired: the expiry sweep', () => {
  let handle: MoneyTestDatabase;
  let database: MoneyExecutor;
  beforeAll(async () => {
    handle = await openPgliteMoneyDatabase();
    database = handle.database;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('announces a pending order past its lifetime once, and none still open', async () => {
    const member = await createTestMember(database);
    const placedAt = new Date();
    const order = await placeOrder(database, member, placedAt);

    await announceExpiredDepositOrders(database, events, placedAt);
    expect(await expiredEventsOf(database, member)).toEqual([]);

    const later = afterEveryLifetime(placedAt);
    expect(await announceExpiredDepositOrders(database, events, later)).toBeGreaterThanOrEqual(1);
    expect(await expiredEventsOf(database, member)).toEqual([{ orderId: order.id }]);
    await announceExpiredDepositOrders(database, events, new Date(later.getTime() + MINUTE));
    expect(await expiredEventsOf(database, member)).toEqual([{ orderId: order.id }]);
  });

  it('announces nothing for an order decided before it expired; an announced order may still be rejected', async () => {
    const member = await createTestMember(database);
    const placedAt = new Date();
    const rejectedInTime = await placeOrder(database, member, placedAt);
    await decideDepositOrder(database, events, rejectedInTime.id, 'rejected', meta, placedAt);
    const leftOpen = await placeOrder(database, member, placedAt);

    await announceExpiredDepositOrders(database, events, afterEveryLifetime(placedAt));
    expect(await expiredEventsOf(database, member)).toEqual([{ orderId: leftOpen.id }]);
    const closing = await decideDepositOrder(database, events, leftOpen.id, 'rejected', meta);
    expect(closing).toEqual({ id: leftOpen.id, status: 'rejected', changed: true });
  });
});

const runRaces = await postgresAvailable();

describe.skipIf(!runRaces)('deposit.expired on PostgreSQL: instances sweeping at once', () => {
  let handle: MoneyTestDatabase;
  let database: MoneyExecutor;
  beforeAll(async () => {
    handle = await openPostgresMoneyDatabase(16);
    database = handle.database;
    await seedTestSite(database);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('eight sweeps racing over 250 expired orders (more than a batch) announce each order exactly once', async () => {
    const members = await Promise.all(Array.from({ length: 5 }, () => createTestMember(database)));
    const placedAt = new Date();
    const orders = await Promise.all(
      Array.from({ length: 250 }, (_, index) =>
        placeOrder(database, members[index % members.length] as MemberRef, placedAt),
      ),
    );
    const later = afterEveryLifetime(placedAt);

    const counts = await Promise.all(
      Array.from({ length: 8 }, () => announceExpiredDepositOrders(database, events, later)),
    );
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(orders.length);
    const announced = (await Promise.all(members.map((member) => expiredEventsOf(database, member))))
      .flat()
      .map((payload) => (payload as { orderId: string }).orderId);
    expect(announced.toSorted()).toEqual(orders.map((order) => order.id).toSorted());
  });
});
