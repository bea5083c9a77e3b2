import { encodeFormBody } from '@platform/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresAvailable } from '../../../test/postgres.ts';
import { buildApp } from '../src/app.ts';
import { members } from '../src/db/schema/members.ts';
import { type MoneyTestDatabase, openPostgresMoneyDatabase } from '../src/money/testing/moneyTestDatabase.ts';
import { hashPassword } from '../src/security/passwords.ts';
import { errorCodeOf, publicKeyOf, sealPassword } from './support/testApp.ts';

/** Counts the argon2 verifications the sign-in route really performs. */
const argon2 = vi.hoisted(() => ({ verifications: 0 }));
vi.mock('../src/security/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/security/passwords.ts')>();
  return {
    ...original,
    verifyPassword: (storedHash: string | null, password: string) => {
      argon2.verifications += 1;
      return original.verifyPassword(storedHash, password);
    },
  };
});

const runRaces = await postgresAvailable();
const SIGN_IN = '/api/f/v1/member/login/mpe';
const PASSWORD = 'Burst2026x';

describe.skipIf(!runRaces)('sign-in lockout under a parallel burst on PostgreSQL', () => {
  let handle: MoneyTestDatabase;
  let app: FastifyInstance;
  const captchaAnswers = new Map<string, string>();

  beforeAll(async () => {
    handle = await openPostgresMoneyDatabase(32);
    app = await buildApp({
      db: handle.database,
      rateLimits: false,
      logLevel: 'silent',
      revealCaptchaAnswer: (device, answer) => captchaAnswers.set(device, answer),
    });
    await app.ready();
    await handle.database.insert(members).values({
      siteCode: 'hgty',
      username: 'burst',
      passwordHash: await hashPassword(PASSWORD),
      inviteCode: 'BURSTAAA',
    });
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  /** A solved captcha for a device of its own, so only the lock (not the captcha) can stop an attempt. */
  async function solvedCaptcha(device: string): Promise<string> {
    await app.inject({
      method: 'GET',
      url: '/api/findmed/v1/member/captcha',
      headers: { device_no: device },
    });
    const answer = captchaAnswers.get(device);
    if (!answer) throw new Error(`no captcha answer for ${device}`);
    return answer;
  }

  async function signInAttempt(publicKey: string, password: string, index: number, captcha: string) {
    return app.inject({
      method: 'POST',
      url: SIGN_IN,
      remoteAddress: `198.51.100.${index % 5}`,
      headers: {
        site_code: 'hgty',
        device_no: `h5--burst-${index}`,
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      },
      payload: encodeFormBody({ username: 'burst', password: sealPassword(publicKey, password), captcha }),
    });
  }

  it('checks at most 10 passwords of 100 sent at once from 5 addresses, then refuses the right one', async () => {
    const publicKey = await publicKeyOf(app);
    const captchas = await Promise.all(
      Array.from({ length: 101 }, (_, index) => solvedCaptcha(`h5--burst-${index}`)),
    );
    argon2.verifications = 0;
    const burst = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        signInAttempt(publicKey, 'Wrong12345', index, captchas[index] ?? ''),
      ),
    );
    const codes = burst.map(errorCodeOf);
    expect(argon2.verifications).toBeLessThanOrEqual(10);
    expect(codes.filter((code) => code === 'ACCOUNT_OR_PASSWORD_INVALID')).toHaveLength(argon2.verifications);
    expect(codes.filter((code) => code === 'ACCOUNT_LOCKED')).toHaveLength(100 - argon2.verifications);

    const rightPassword = await signInAttempt(publicKey, PASSWORD, 100, captchas[100] ?? '');
    expect(rightPassword.statusCode).toBe(423);
    expect(errorCodeOf(rightPassword)).toBe('ACCOUNT_LOCKED');
    expect(rightPassword.headers.id).toBeUndefined();
  });
});
