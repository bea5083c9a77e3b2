import { encodeFormBody } from '@platform/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresAvailable } from '../../../test/postgres.ts';
import { buildApp } from '../src/app.ts';
import { members } from '../src/db/schema/members.ts';
import { hashPassword } from '../src/security/passwords.ts';
import { type MoneyTestDatabase, openPostgresMoneyDatabase } from './support/moneyTestDatabase.ts';
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
const CHANGE_PASSWORD = '/api/findmed/v1/member/updatepassword';
const PASSWORD = 'Burst2026x';

describe.skipIf(!runRaces)('login password checks under parallel bursts on PostgreSQL', () => {
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
    await handle.database.insert(members).values(
      await Promise.all(
        ['burst', 'oracle', 'crowd'].map(async (username) => ({
          siteCode: 'hgty',
          username,
          passwordHash: await hashPassword(PASSWORD),
          inviteCode: `${username.toUpperCase()}AAA`,
        })),
      ),
    );
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

  async function signInAttempt(
    publicKey: string,
    password: string,
    index: number,
    captcha: string | undefined,
    username = 'burst',
  ) {
    return app.inject({
      method: 'POST',
      url: SIGN_IN,
      remoteAddress: `198.51.100.${index % 5}`,
      headers: {
        site_code: 'hgty',
        device_no: `h5--${username}-${index}`,
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
      },
      payload: encodeFormBody({
        username,
        password: sealPassword(publicKey, password),
        ...(captcha === undefined ? {} : { captcha }),
      }),
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

  it('locks the account after 10 wrong old passwords to change-password from rotating addresses, for sign-in too', async () => {
    const publicKey = await publicKeyOf(app);
    const [member] = await handle.database.select().from(members).where(eq(members.username, 'oracle'));
    if (!member) throw new Error('no member oracle');
    const { token } = await app.platform.sessions.issue(member);
    const changePassword = (oldPassword: string, index: number) =>
      app.inject({
        method: 'POST',
        url: CHANGE_PASSWORD,
        remoteAddress: `203.0.113.${index}`,
        headers: {
          site_code: 'hgty',
          t: token,
          'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        },
        payload: encodeFormBody({
          oldPassword: sealPassword(publicKey, oldPassword),
          newPassword: sealPassword(publicKey, 'Changed2026x'),
        }),
      });
    argon2.verifications = 0;
    const guesses = await Promise.all(
      Array.from({ length: 45 }, (_, index) => changePassword(`Guess${index}x2026`, index)),
    );
    const codes = guesses.map(errorCodeOf);
    expect(argon2.verifications).toBeLessThanOrEqual(10);
    expect(codes.filter((code) => code === 'OLD_PASSWORD_INCORRECT')).toHaveLength(argon2.verifications);
    expect(codes.filter((code) => code === 'ACCOUNT_LOCKED')).toHaveLength(45 - argon2.verifications);

    // One budget per account: the right password is refused at both doors, without a check.
    expect(errorCodeOf(await changePassword(PASSWORD, 100))).toBe('ACCOUNT_LOCKED');
    const signInWithRightPassword = await signInAttempt(publicKey, PASSWORD, 0, undefined, 'oracle');
    expect(signInWithRightPassword.statusCode).toBe(423);
    expect(errorCodeOf(signInWithRightPassword)).toBe('ACCOUNT_LOCKED');
    expect(argon2.verifications).toBeLessThanOrEqual(10);
  });

  it('signs in 8 parallel devices with the right password, without demanding a captcha', async () => {
    const publicKey = await publicKeyOf(app);
    const replies = await Promise.all(
      // index * 5: eight devices behind one address (its captcha threshold of 5 is passed too)
      Array.from({ length: 8 }, (_, index) =>
        signInAttempt(publicKey, PASSWORD, index * 5, undefined, 'crowd'),
      ),
    );
    expect(replies.map(errorCodeOf).filter((code) => code !== undefined)).toEqual([]);
    expect(replies.map((reply) => reply.statusCode)).toEqual(Array(8).fill(200));
  });
});
