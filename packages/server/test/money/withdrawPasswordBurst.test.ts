import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresAvailable } from '../../../../test/postgres.ts';
import { buildApp } from '../../src/app.ts';
import { platformDomainEvents } from '../../src/composition/domainSubscribers.ts';
import { ledgerTransactions } from '../../src/db/schema/ledger.ts';
import type { MoneyExecutor } from '../../src/ledger/executor.ts';
import type { MemberRef } from '../../src/money/memberContext.ts';
import { addWithdrawalAccount } from '../../src/money/withdrawalAccounts.ts';
import { setWithdrawPassword, withdrawPasswordPolicy } from '../../src/money/withdrawPassword.ts';
import {
  ADDED_BEFORE_ANY_PAYOUT_DELAY,
  createTestMember,
  fundMember,
  seedTestSite,
} from '../support/moneyFixtures.ts';
import { balanceOf, postMoney, sealed, sessionTokenFor } from '../support/moneyHttp.ts';
import { type MoneyTestDatabase, openPostgresMoneyDatabase } from '../support/moneyTestDatabase.ts';
import { errorCodeOf } from '../support/testApp.ts';

const events = platformDomainEvents();

/** Counts the argon2 verifications the endpoints really perform. */
const argon2 = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('../../src/security/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/security/passwords.ts')>();
  return {
    ...original,
    verifyPassword: (storedHash: string | null, password: string) => {
      argon2.verifications += 1;
      return original.verifyPassword(storedHash, password);
    },
  };
});

const runRaces = await postgresAvailable();
const RIGHT = '135790';
const FUNDS_MINOR = 30_000;
const { maximumFailures } = withdrawPasswordPolicy;

/** A different wrong password per guess, as a guessing script would send. */
const wrongGuess = (index: number) => String(200_000 + index);

describe.skipIf(!runRaces)('withdrawal password under a parallel burst on PostgreSQL', () => {
  let handle: MoneyTestDatabase;
  let database: MoneyExecutor;
  let app: FastifyInstance;

  beforeAll(async () => {
    handle = await openPostgresMoneyDatabase(32);
    database = handle.database;
    await seedTestSite(database);
    app = await buildApp({ db: database, rateLimits: false, logLevel: 'silent' });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  async function fundedMember() {
    const member = await createTestMember(database);
    await fundMember(database, member, FUNDS_MINOR);
    await setWithdrawPassword(database, events, member, RIGHT);
    const account = await addWithdrawalAccount(
      database,
      events,
      member,
      {
        kind: 'alipay',
        holderName: 'Burst Tester',
        accountNumber: `burst-${member.id}@example.com`,
      },
      ADDED_BEFORE_ANY_PAYOUT_DELAY,
    );
    return { member, account, token: await sessionTokenFor(app, database, member) };
  }

  async function withdrawalHolds(member: MemberRef) {
    const [holds] = await database
      .select({ value: count() })
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.memberId, member.id), eq(ledgerTransactions.kind, 'withdrawal_hold')));
    return holds?.value;
  }

  /**
   * Sends the wrong guesses at once, and the right password while the first checks are running: the attacker's
   * best case, the right guess arriving just after the budget is spent.
   */
  async function burst(wrongCount: number, send: (password: string) => Promise<LightMyRequestResponse>) {
    argon2.verifications = 0;
    const wrong = Array.from({ length: wrongCount }, (_, index) => send(wrongGuess(index)));
    await vi.waitFor(() => expect(argon2.verifications).toBeGreaterThanOrEqual(maximumFailures), {
      timeout: 60_000,
      interval: 5,
    });
    const right = await send(RIGHT);
    return { wrong: (await Promise.all(wrong)).map(errorCodeOf), right };
  }

  it('checks at most 5 of 40 withdrawal passwords sent at once, and the right one moves no money', async () => {
    const { member, account, token } = await fundedMember();
    const withdraw = async (password: string) =>
      postMoney(
        app,
        '/api/f/v1/finance/withdraw',
        {
          withdrawalAccountId: account.id,
          amountMinor: FUNDS_MINOR,
          withdrawPassword: await sealed(app, password),
        },
        token,
      );
    const { wrong, right } = await burst(39, withdraw);

    expect(argon2.verifications).toBe(maximumFailures);
    expect(wrong.filter((code) => code === 'WITHDRAW_PASSWORD_INCORRECT')).toHaveLength(maximumFailures - 1);
    expect(wrong.filter((code) => code === 'WITHDRAW_PASSWORD_LOCKED')).toHaveLength(
      39 - (maximumFailures - 1),
    );
    expect(right.statusCode).toBe(423);
    expect(errorCodeOf(right)).toBe('WITHDRAW_PASSWORD_LOCKED');
    expect(await withdrawalHolds(member)).toBe(0);
    expect((await balanceOf(app, token)).balanceMinor).toBe(FUNDS_MINOR);

    // Locked: the right password is refused without a check, on this endpoint and every other that takes it.
    expect(errorCodeOf(await withdraw(RIGHT))).toBe('WITHDRAW_PASSWORD_LOCKED');
    expect(argon2.verifications).toBe(maximumFailures);
  });

  it.each([
    ['change withdrawal password', '/api/f/v1/withdraw/password/change'],
    ['add withdrawal account', '/api/f/v1/finance/withdrawal-accounts/add'],
  ])(
    'checks at most 5 of 20 passwords sent at once to %s, then refuses the right one',
    async (_name, url) => {
      const { token } = await fundedMember();
      const send = async (password: string) => {
        const body = url.endsWith('/change')
          ? { oldPassword: await sealed(app, password), newPassword: await sealed(app, '864200') }
          : {
              kind: 'alipay',
              holderName: 'Burst Tester',
              accountNumber: 'another@example.com',
              withdrawPassword: await sealed(app, password),
            };
        return postMoney(app, url, body, token);
      };
      const { wrong, right } = await burst(20, send);

      expect(argon2.verifications).toBe(maximumFailures);
      expect(wrong.filter((code) => code === 'WITHDRAW_PASSWORD_INCORRECT')).toHaveLength(
        maximumFailures - 1,
      );
      expect(errorCodeOf(right)).toBe('WITHDRAW_PASSWORD_LOCKED');
    },
  );
});
