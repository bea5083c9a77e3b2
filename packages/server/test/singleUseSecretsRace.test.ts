import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../../test/postgres.ts';
import type { Database } from '../src/db/database.ts';
import { verificationCodes } from '../src/db/schema/security.ts';
import { CaptchaService } from '../src/security/captcha.ts';
import { VerificationCodes, verificationCodePolicy } from '../src/security/verificationCodes.ts';
import { type MoneyTestDatabase, openPostgresMoneyDatabase } from './support/moneyTestDatabase.ts';

const runRaces = await postgresAvailable();
const clock = () => Date.now();

/**
 * The secrets checked without argon2 (verification codes, captcha answers) are counted or consumed in the same
 * locked statement that compares them, so a burst cannot compare more often than the rules allow. These guard
 * that on PostgreSQL, where the burst really runs in parallel.
 */
describe.skipIf(!runRaces)('single-use secrets under a parallel burst on PostgreSQL', () => {
  let handle: MoneyTestDatabase;
  let database: Database;
  beforeAll(async () => {
    handle = await openPostgresMoneyDatabase(32);
    database = handle.database;
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('compares a verification code at most 5 times of 100 guesses sent at once', async () => {
    const codes = new VerificationCodes(database, clock);
    const request = {
      siteCode: 'hgty',
      channel: 'phone',
      destination: '+86 13800009999',
      purpose: 'bind_phone',
    } as const;
    let sentCode = '';
    await codes.send({ ...request, requestIp: '192.0.2.1' }, (code) => {
      sentCode = code;
      return code;
    });
    const wrongGuesses = Array.from({ length: 100 }, (_, index) =>
      String((Number(sentCode) + 1 + index) % 1_000_000).padStart(6, '0'),
    );
    const outcomes = await Promise.all(wrongGuesses.map((guess) => codes.redeem(request, guess)));
    expect(outcomes.filter(Boolean)).toHaveLength(0);
    const [row] = await database
      .select({ attempts: verificationCodes.attempts })
      .from(verificationCodes)
      .where(eq(verificationCodes.destination, request.destination));
    expect(row?.attempts).toBe(verificationCodePolicy.maximumAttempts);
    // the tries are used up: even the right code no longer opens it
    expect(await codes.redeem(request, sentCode)).toBe(false);
  });

  it('accepts a captcha answer once of 20 right answers sent at once', async () => {
    let answer = '';
    const captcha = new CaptchaService(database, clock, (_device, shown) => {
      answer = shown;
    });
    await captcha.create('hgty', 'h5--captcha-burst');
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => captcha.verify('hgty', 'h5--captcha-burst', answer)),
    );
    expect(outcomes.filter(Boolean)).toHaveLength(1);
  });
});
