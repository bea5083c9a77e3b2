import { randomBytes } from 'node:crypto';
import { encodeFormBody } from '@platform/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../../../test/postgres.ts';
import { buildApp } from '../../src/app.ts';
import { platformDomainEvents } from '../../src/composition/domainSubscribers.ts';
import { ledgerAccounts, ledgerTransactions } from '../../src/db/schema/ledger.ts';
import { ApiError } from '../../src/errors/apiError.ts';
import { auditIsClean, auditLedger, type LedgerAudit } from '../../src/ledger/audit.ts';
import type { MoneyExecutor } from '../../src/ledger/executor.ts';
import { createDepositOrder, decideDepositOrder, depositChannelsOf } from '../../src/money/deposits.ts';
import { executeExchange, quoteExchange } from '../../src/money/exchange.ts';
import { runIdempotent } from '../../src/money/idempotency.ts';
import type { MemberRef } from '../../src/money/memberContext.ts';
import { creditReward } from '../../src/money/rewards.ts';
import {
  recallAllVenueWallets,
  refusingVenueTransfer,
  type TransferRequest,
  venueTransferStatement,
} from '../../src/money/transfers.ts';
import { addWithdrawalAccount } from '../../src/money/withdrawalAccounts.ts';
import { decideWithdrawal, requestWithdrawal } from '../../src/money/withdrawals.ts';
import { setWithdrawPassword } from '../../src/money/withdrawPassword.ts';
import {
  ADDED_BEFORE_ANY_PAYOUT_DELAY,
  createTestMember,
  fundMember,
  seedTestSite,
} from '../support/moneyFixtures.ts';
import { sessionTokenFor } from '../support/moneyHttp.ts';
import { type MoneyTestDatabase, openPostgresMoneyDatabase } from '../support/moneyTestDatabase.ts';
import { sealPassword } from '../support/testApp.ts';

const events = platformDomainEvents();

const runRaces = await postgresAvailable();

/** A small seeded generator, so a failing run can be replayed with the seed it prints. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function meta(label: string) {
  const id = randomBytes(8).toString('hex');
  return { actor: 'member:race', requestId: `race-${label}-${id}`, ledgerKey: `race:${label}:${id}` };
}

/** A member's transfer request as the route runs it (one statement), under `key` (fresh unless given). */
function transfer(
  database: MoneyExecutor,
  member: MemberRef,
  body: TransferRequest,
  key = `race-${randomBytes(10).toString('hex')}`,
) {
  const statement = venueTransferStatement(member, body, {
    ...meta('transfer'),
    ledgerKey: `transfer:${member.id}:${key}`,
  });
  return refusingVenueTransfer(() =>
    runIdempotent(
      database,
      { memberId: member.id, endpoint: 'transfer', key, body },
      { claim: 'inPostingStatement', ...statement },
    ),
  );
}

/** Only member-facing refusals are expected under contention; anything else fails the test. */
async function allowingRefusals(operation: () => Promise<unknown>): Promise<'ok' | string> {
  try {
    await operation();
    return 'ok';
  } catch (error) {
    if (error instanceof ApiError) return error.code;
    throw error;
  }
}

function expectClean(audit: LedgerAudit): void {
  expect(audit).toMatchObject({ negativeMemberAccounts: 0, unbalancedTransactions: 0, driftedAccounts: 0 });
  for (const total of Object.values(audit.totalsByCurrency)) expect(total).toBe(0);
  for (const difference of Object.values(audit.insideMinusNetDepositsByCurrency)) expect(difference).toBe(0);
}

async function centralBalance(
  database: MoneyExecutor,
  member: MemberRef,
  kind: 'central' | 'withdrawal_hold' | 'venue',
) {
  const rows = await database
    .select({ balance: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.memberId, member.id),
        eq(ledgerAccounts.kind, kind),
        eq(ledgerAccounts.currency, 'CNY'),
      ),
    );
  return rows.reduce((sum, row) => sum + row.balance, 0);
}

describe.skipIf(!runRaces)('money under concurrency on PostgreSQL', () => {
  let handle: MoneyTestDatabase;
  let database: MoneyExecutor;
  beforeAll(async () => {
    handle = await openPostgresMoneyDatabase(32);
    database = handle.database;
    await seedTestSite(database);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('64 clients doing random deposits, withdrawals, transfers, exchanges and reward claims keep every invariant at every read', async () => {
    const seed = Number(process.env.MONEY_RACE_SEED ?? Date.now() % 1_000_000);
    const random = seededRandom(seed);
    const pick = <Item>(items: readonly Item[]): Item => items[Math.floor(random() * items.length)] as Item;
    const amount = (maximum: number) => 1 + Math.floor(random() * maximum);
    const memberCount = 16;
    const members = await Promise.all(Array.from({ length: memberCount }, () => createTestMember(database)));
    const accounts = new Map<string, string>();
    for (const member of members) {
      const account = await addWithdrawalAccount(
        database,
        events,
        member,
        {
          kind: 'bank_card',
          holderName: 'Race Tester',
          bankName: 'Demo Bank',
          accountNumber: '6222020200112233445',
        },
        ADDED_BEFORE_ANY_PAYOUT_DELAY,
      );
      accounts.set(member.id, account.id);
    }
    const [channel] = (await depositChannelsOf(database, 'hgty')).filter(
      (candidate) => candidate.currency === 'CNY',
    );
    if (!channel) throw new Error('no CNY channel seeded');
    const rewardKeys = Array.from({ length: 40 }, (_, index) => `race-reward-${seed}-${index}`);
    const outcomes = new Map<string, number>();
    const tally = (name: string) => outcomes.set(name, (outcomes.get(name) ?? 0) + 1);

    const clients = 64;
    const operationsPerClient = 40;
    let running = true;
    let audits = 0;
    const auditor = (async () => {
      while (running) {
        expectClean(await auditLedger(database));
        audits += 1;
      }
    })();

    await Promise.all(
      Array.from({ length: clients }, async () => {
        for (let index = 0; index < operationsPerClient; index += 1) {
          const member = pick(members);
          const operation = pick([
            'deposit',
            'withdraw',
            'transfer',
            'recall',
            'exchange',
            'reward',
          ] as const);
          const result = await allowingRefusals(async () => {
            switch (operation) {
              case 'deposit': {
                const order = await database.transaction((transaction) =>
                  createDepositOrder(transaction, member, {
                    channelId: channel.id,
                    amountMinor: 10_000 + amount(200_000),
                  }),
                );
                await decideDepositOrder(
                  database,
                  events,
                  order.id,
                  random() < 0.8 ? 'approved' : 'rejected',
                  meta('deposit'),
                );
                return;
              }
              case 'withdraw': {
                const request = await database.transaction((transaction) =>
                  requestWithdrawal(
                    transaction,
                    events,
                    member,
                    { withdrawalAccountId: accounts.get(member.id) as string, amountMinor: amount(150_000) },
                    meta('withdraw'),
                  ),
                );
                const decision = random();
                if (decision < 0.8)
                  await decideWithdrawal(
                    database,
                    events,
                    request.id,
                    decision < 0.6 ? 'approved' : 'rejected',
                    meta('decide'),
                  );
                return;
              }
              case 'transfer':
                await transfer(database, member, {
                  walletCode: pick(['SPORT', 'LIVE']),
                  direction: random() < 0.6 ? 'to_venue' : 'to_central',
                  amountMinor: amount(80_000),
                });
                return;
              case 'recall':
                await database.transaction((transaction) =>
                  recallAllVenueWallets(transaction, member, meta('recall')),
                );
                return;
              case 'exchange': {
                const toVirtual = random() < 0.5;
                const quote = await quoteExchange(database, member, {
                  fromCurrency: toVirtual ? 'CNY' : 'USDT',
                  toCurrency: toVirtual ? 'USDT' : 'CNY',
                  amountMinor: 100 + amount(50_000),
                });
                await database.transaction((transaction) =>
                  executeExchange(transaction, member, quote.quoteId, meta('exchange')),
                );
                return;
              }
              case 'reward': {
                const key = pick(rewardKeys);
                const result = await creditReward(database, {
                  memberId: members[rewardKeys.indexOf(key) % memberCount]?.id as string,
                  currency: 'CNY',
                  amountMinor: 500,
                  reason: 'race reward',
                  idempotencyKey: key,
                  actor: 'system:race',
                  requestId: 'race',
                });
                tally(`reward:${result.outcome}`);
                return;
              }
              default:
                return operation satisfies never;
            }
          });
          tally(`${operation}:${result}`);
        }
      }),
    );
    running = false;
    await auditor;

    const finalAudit = await auditLedger(database);
    expectClean(finalAudit);
    expect(auditIsClean(finalAudit)).toBe(true);
    // Each reward key paid once, however often and concurrently it was claimed.
    const [rewardTransactions] = await database
      .select({ value: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.kind, 'reward'));
    expect(rewardTransactions?.value).toBe(outcomes.get('reward:credited') ?? 0);
    expect(outcomes.get('reward:credited') ?? 0).toBeLessThanOrEqual(rewardKeys.length);
    const refusals = [...outcomes.keys()].filter((key) => !key.endsWith(':ok') && !key.startsWith('reward:'));
    expect(refusals.every((key) => key.endsWith(':INSUFFICIENT_BALANCE'))).toBe(true);
    expect(audits).toBeGreaterThan(5);
    console.info(`money race seed ${seed}: ${audits} audits`, Object.fromEntries(outcomes));
  }, 120_000);

  it('50 parallel withdrawals of the full balance: exactly one succeeds', async () => {
    const member = await createTestMember(database);
    await fundMember(database, member, 10_000);
    const account = await addWithdrawalAccount(
      database,
      events,
      member,
      {
        kind: 'alipay',
        holderName: 'Race Tester',
        accountNumber: 'race@example.com',
      },
      ADDED_BEFORE_ANY_PAYOUT_DELAY,
    );
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        allowingRefusals(() =>
          database.transaction((transaction) =>
            requestWithdrawal(
              transaction,
              events,
              member,
              { withdrawalAccountId: account.id, amountMinor: 10_000 },
              meta('full'),
            ),
          ),
        ),
      ),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    expect(results.filter((result) => result === 'INSUFFICIENT_BALANCE')).toHaveLength(49);
    expect(await centralBalance(database, member, 'central')).toBe(0);
    expect(await centralBalance(database, member, 'withdrawal_hold')).toBe(10_000);
  });

  it('50 parallel transfers of a full venue balance back: exactly one succeeds', async () => {
    const member = await createTestMember(database);
    await fundMember(database, member, 7_500);
    await transfer(database, member, { walletCode: 'LIVE', direction: 'to_venue', amountMinor: 7_500 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        allowingRefusals(() =>
          transfer(database, member, { walletCode: 'LIVE', direction: 'to_central', amountMinor: 7_500 }),
        ),
      ),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    expect(await centralBalance(database, member, 'venue')).toBe(0);
    expect(await centralBalance(database, member, 'central')).toBe(7_500);
  });

  it('50 concurrent claims of one reward credit it once', async () => {
    const member = await createTestMember(database);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        creditReward(database, {
          memberId: member.id,
          currency: 'CNY',
          amountMinor: 888,
          reason: 'once',
          idempotencyKey: `once-${member.id}`,
          actor: 'system:test',
          requestId: 'r',
        }),
      ),
    );
    expect(results.filter((result) => result.outcome === 'credited')).toHaveLength(1);
    expect(await centralBalance(database, member, 'central')).toBe(888);
  });

  it('20 concurrent requests with one Idempotency-Key: one effect, identical replies', async () => {
    const member = await createTestMember(database);
    await fundMember(database, member, 100_000);
    const key = `concurrent-${randomBytes(8).toString('hex')}`;
    const body = { walletCode: 'SPORT', direction: 'to_venue' as const, amountMinor: 1_234 };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => transfer(database, member, body, key)),
    );
    expect(new Set(outcomes.map((outcome) => JSON.stringify(outcome.reply))).size).toBe(1);
    expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1);
    expect(await centralBalance(database, member, 'central')).toBe(100_000 - 1_234);
    expect(await centralBalance(database, member, 'venue')).toBe(1_234);
  });

  it('over HTTP: 20 concurrent transfers with one Idempotency-Key give one effect and byte-identical replies', async () => {
    const member = await createTestMember(database);
    await fundMember(database, member, 50_000);
    const app = await buildApp({ db: database, rateLimits: false, logLevel: 'warn' });
    try {
      const token = await sessionTokenFor(app, database, member);
      const key = `http-${randomBytes(10).toString('hex')}`;
      const replies = await Promise.all(
        Array.from({ length: 20 }, () =>
          app.inject({
            method: 'POST',
            url: '/api/f/v1/finance/transfer',
            headers: {
              t: token,
              site_code: 'hgty',
              'idempotency-key': key,
              'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
            },
            payload: 'walletCode=SPORT&direction=to_venue&amountMinor=2500',
          }),
        ),
      );
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
      expect(replies.filter((reply) => reply.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
      expect(await centralBalance(database, member, 'central')).toBe(47_500);
      expect(await centralBalance(database, member, 'venue')).toBe(2_500);
    } finally {
      await app.close();
    }
  });

  it('over HTTP: 20 concurrent withdrawals with one key and one ciphertext hold the money once and all get its answer', async () => {
    const member = await createTestMember(database);
    await fundMember(database, member, 30_000);
    await setWithdrawPassword(database, events, member, '135790');
    const account = await addWithdrawalAccount(
      database,
      events,
      member,
      {
        kind: 'alipay',
        holderName: 'Race Tester',
        accountNumber: 'race-withdraw@example.com',
      },
      ADDED_BEFORE_ANY_PAYOUT_DELAY,
    );
    const app = await buildApp({ db: database, rateLimits: false, logLevel: 'warn' });
    try {
      const token = await sessionTokenFor(app, database, member);
      const ciphertext = sealPassword(
        (await app.platform.passwordKeys.activeKey()).publicKeySpkiPem,
        '135790',
      );
      const key = `http-${randomBytes(10).toString('hex')}`;
      const replies = await Promise.all(
        Array.from({ length: 20 }, () =>
          app.inject({
            method: 'POST',
            url: '/api/f/v1/finance/withdraw',
            headers: {
              t: token,
              site_code: 'hgty',
              'idempotency-key': key,
              'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
            },
            payload: encodeFormBody({
              withdrawalAccountId: account.id,
              amountMinor: 30_000,
              withdrawPassword: ciphertext,
            }),
          }),
        ),
      );
      // what a client retrying after a dropped connection sends: every copy gets the first one's answer
      expect(replies.map((reply) => reply.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
      expect(replies.filter((reply) => reply.headers['idempotent-replayed'] === 'true')).toHaveLength(19);
      const [holds] = await database
        .select({ value: count() })
        .from(ledgerTransactions)
        .where(
          and(eq(ledgerTransactions.memberId, member.id), eq(ledgerTransactions.kind, 'withdrawal_hold')),
        );
      expect(holds?.value).toBe(1);
      expect(await centralBalance(database, member, 'central')).toBe(0);
      expect(await centralBalance(database, member, 'withdrawal_hold')).toBe(30_000);
    } finally {
      await app.close();
    }
  });
});
