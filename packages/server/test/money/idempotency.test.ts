import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../../../test/postgres.ts';
import { ledgerAccounts } from '../../src/db/schema/ledger.ts';
import { ApiError } from '../../src/errors/apiError.ts';
import { memberAccount, systemAccount } from '../../src/ledger/accounts.ts';
import type { MoneyTransaction } from '../../src/ledger/executor.ts';
import { type LedgerTransactionInput, postLedgerTransaction } from '../../src/ledger/postTransaction.ts';
import { type IdempotencyStrategy, runIdempotent } from '../../src/money/idempotency.ts';
import { openAccountsOf } from '../../src/money/memberAccounts.ts';
import type { MemberRef } from '../../src/money/memberContext.ts';
import { createTestMember } from '../support/moneyFixtures.ts';
import {
  type MoneyTestDatabase,
  openPgliteMoneyDatabase,
  openPostgresMoneyDatabase,
} from '../support/moneyTestDatabase.ts';

// Each behaviour money/README.md "Idempotency" states, for each strategy, on PostgreSQL when it is reachable
// (real concurrency), else on PGlite. Every effect below posts under a fresh ledger key, so only the runner can
// stop a second movement.
let money: MoneyTestDatabase;
const CREDIT_MINOR = 1_000;

beforeAll(async () => {
  money = (await postgresAvailable()) ? await openPostgresMoneyDatabase(12) : await openPgliteMoneyDatabase();
});
afterAll(() => money?.close());

function creditPosting(member: MemberRef): LedgerTransactionInput {
  return {
    siteCode: member.siteCode,
    memberId: member.id,
    kind: 'reward',
    actor: 'system:test',
    requestId: 'idempotency-test',
    idempotencyKey: `idempotency-test:${randomBytes(8).toString('hex')}`,
    postings: [
      { account: systemAccount(member.siteCode, 'house', 'CNY'), amountMinor: -CREDIT_MINOR },
      { account: memberAccount(member.siteCode, member.id, 'central', 'CNY'), amountMinor: CREDIT_MINOR },
    ],
  };
}

async function credit(transaction: MoneyTransaction, member: MemberRef) {
  await postLedgerTransaction(transaction, creditPosting(member));
  return { creditedMinor: CREDIT_MINOR, at: randomBytes(4).toString('hex') };
}

async function centralBalance(member: MemberRef): Promise<number> {
  const [account] = await money.database
    .select({ balanceMinor: ledgerAccounts.balanceMinor })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.memberId, member.id), eq(ledgerAccounts.kind, 'central')));
  return account?.balanceMinor ?? 0;
}

async function newMember(): Promise<MemberRef> {
  const member = await createTestMember(money.database);
  await openAccountsOf(money.database, member);
  return member;
}

type Reply = { creditedMinor: number; at: string };
const strategies: Record<string, (member: MemberRef) => IdempotencyStrategy<Reply>> = {
  withWork: (member) => ({ claim: 'withWork', work: (transaction) => credit(transaction, member) }),
  beforePreparing: (member) => ({
    claim: 'beforePreparing',
    prepare: async () => {},
    work: (transaction) => credit(transaction, member),
  }),
  inPostingStatement: (member) => ({
    claim: 'inPostingStatement',
    posting: creditPosting(member),
    reply: { creditedMinor: CREDIT_MINOR, at: randomBytes(4).toString('hex') },
    balanceFields: [],
  }),
};

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : String(error));

describe.each(Object.keys(strategies))('the idempotency runner, claim %s', (name) => {
  const strategy = strategies[name] as (member: MemberRef) => IdempotencyStrategy<Reply>;

  it('8 duplicates at once: the money moves once and every one answers the first reply', async () => {
    const member = await newMember();
    const key = `dup-${randomBytes(8).toString('hex')}`;
    const request = { memberId: member.id, endpoint: `test-${name}`, key, body: { amountMinor: 10 } };
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => runIdempotent(money.database, request, strategy(member))),
    );
    expect(outcomes.filter((outcome) => !outcome.replayed)).toHaveLength(1);
    const first = outcomes.find((outcome) => !outcome.replayed)?.reply;
    for (const outcome of outcomes) expect(outcome.reply).toEqual(first);
    expect(await centralBalance(member)).toBe(CREDIT_MINOR);
  });

  it('another body under the same key is 409 IDEMPOTENCY_KEY_REUSED and moves nothing', async () => {
    const member = await newMember();
    const request = {
      memberId: member.id,
      endpoint: `test-${name}`,
      key: `reuse-${randomBytes(8).toString('hex')}`,
    };
    await runIdempotent(money.database, { ...request, body: { amountMinor: 10 } }, strategy(member));
    const refused = await runIdempotent(
      money.database,
      { ...request, body: { amountMinor: 11 } },
      strategy(member),
    ).catch(codeOf);
    expect(refused).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await centralBalance(member)).toBe(CREDIT_MINOR);
  });

  it('a missing key is 400 IDEMPOTENCY_KEY_REQUIRED before anything runs', async () => {
    const member = await newMember();
    const refused = await runIdempotent(
      money.database,
      { memberId: member.id, endpoint: `test-${name}`, key: undefined, body: {} },
      strategy(member),
    ).catch(codeOf);
    expect(refused).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await centralBalance(member)).toBe(0);
  });
});

describe('the idempotency runner, claim beforePreparing', () => {
  function gate() {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    return { open, opened };
  }

  it('a duplicate in flight waits for the first outcome (prepare runs once) and replays its reply', async () => {
    const member = await newMember();
    const request = {
      memberId: member.id,
      endpoint: 'test-wait',
      key: `wait-${randomBytes(8).toString('hex')}`,
      body: {},
    };
    const first = gate();
    let prepared = 0;
    const run = () =>
      runIdempotent(money.database, request, {
        claim: 'beforePreparing',
        prepare: async () => {
          prepared += 1;
          await first.opened;
        },
        work: (transaction) => credit(transaction, member),
      });
    const owner = run();
    // the owner holds the key (its claim row is committed) before the duplicate starts
    while (prepared === 0) await new Promise((resolve) => setImmediate(resolve));
    let duplicateDone = false;
    const duplicate = run().finally(() => {
      duplicateDone = true;
    });
    const anotherBody = await runIdempotent(
      money.database,
      { ...request, body: { other: true } },
      strategies.beforePreparing?.(member) as IdempotencyStrategy<Reply>,
    ).catch(codeOf);
    expect(anotherBody).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(duplicateDone).toBe(false);
    first.open();
    const [ownerOutcome, duplicateOutcome] = await Promise.all([owner, duplicate]);
    expect(prepared).toBe(1);
    expect(duplicateOutcome).toEqual({ reply: ownerOutcome.reply, replayed: true });
    expect(await centralBalance(member)).toBe(CREDIT_MINOR);
  });

  it('a claim whose owner stopped answering is taken over after its lease; the money still moves once', async () => {
    const member = await newMember();
    const request = {
      memberId: member.id,
      endpoint: 'test-lease',
      key: `lease-${randomBytes(8).toString('hex')}`,
      body: {},
    };
    const stuck = gate();
    let ownerPrepared = false;
    const owner = runIdempotent(money.database, request, {
      claim: 'beforePreparing',
      prepare: async () => {
        ownerPrepared = true;
        await stuck.opened;
      },
      work: (transaction) => credit(transaction, member),
    }).catch(codeOf);
    while (!ownerPrepared) await new Promise((resolve) => setImmediate(resolve));
    const takeover = await runIdempotent(money.database, request, {
      claim: 'beforePreparing',
      prepare: async () => {},
      work: (transaction) => credit(transaction, member),
      timing: { waitMs: 10_000, leaseMs: 200 },
    });
    expect(takeover.replayed).toBe(false);
    // the old owner comes back: its claim is gone, so it stores nothing and its work rolls back
    stuck.open();
    expect(await owner).toBe('IDEMPOTENCY_REQUEST_IN_PROGRESS');
    expect(await centralBalance(member)).toBe(CREDIT_MINOR);
  });

  it('a failed prepare stores nothing: the same key runs again', async () => {
    const member = await newMember();
    const request = {
      memberId: member.id,
      endpoint: 'test-fail',
      key: `fail-${randomBytes(8).toString('hex')}`,
      body: {},
    };
    const failed = await runIdempotent(money.database, request, {
      claim: 'beforePreparing',
      prepare: async () => {
        throw new ApiError('WITHDRAW_PASSWORD_INCORRECT');
      },
      work: (transaction) => credit(transaction, member),
    }).catch(codeOf);
    expect(failed).toBe('WITHDRAW_PASSWORD_INCORRECT');
    const retried = await runIdempotent(
      money.database,
      request,
      strategies.beforePreparing?.(member) as IdempotencyStrategy<Reply>,
    );
    expect(retried.replayed).toBe(false);
    expect(await centralBalance(member)).toBe(CREDIT_MINOR);
  });
});
