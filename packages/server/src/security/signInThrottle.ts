import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { signInFailures } from '../db/schema/security.ts';
import type { Clock } from './clock.ts';

/**
 * Brute-force and spraying defence (reliability anchors §7, OWASP ASVS V6.3.1):
 * - per account: a captcha after 3 failures; after 10 failures within 15 minutes a 15-minute lock that doubles
 *   with every further lock, so 100 unlocked failures are impossible;
 * - per IP address: a captcha for every sign-in after 5 failures; after 20 failures within 15 minutes the address
 *   is locked the same way, which stops spraying many accounts from one address within 20 tries.
 * A success clears the account's record (not the address's).
 *
 * Every password check first claims an attempt slot in the database (`claim`), counted as a failure until the
 * check succeeds. The claim locks both rows for its transaction, so a burst of parallel sign-ins cannot all read
 * "9 failures so far" and all go on to argon2: at most `accountLockAfter` checks per account and window, however
 * the requests arrive, on one instance or many.
 */
export const signInThrottlePolicy = {
  windowMs: 15 * 60_000,
  accountCaptchaAfter: 3,
  accountLockAfter: 10,
  addressCaptchaAfter: 5,
  addressLockAfter: 20,
  baseLockMs: 15 * 60_000,
  maximumLockMs: 24 * 60 * 60_000,
} as const;

/** `claimed`: go on and check the password; otherwise the answer to give without checking it. */
export type SignInClaim = 'claimed' | 'locked' | 'captcha-required';

type FailureRow = typeof signInFailures.$inferSelect;
interface SubjectRule {
  subject: string;
  captchaAfter: number;
  lockAfter: number;
}

export function accountSubject(siteCode: string, username: string): string {
  return `account:${siteCode}:${username.toLowerCase()}`;
}
export function addressSubject(ip: string): string {
  return `ip:${ip}`;
}

export class SignInThrottle {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes one attempt slot for the account and the address, or says why not. `captchaSolved` is true only after a
   * captcha answer was checked for this request; without it, a subject past its captcha threshold refuses.
   */
  async claim(account: string, address: string, captchaSolved: boolean): Promise<SignInClaim> {
    const rules: SubjectRule[] = [
      {
        subject: account,
        captchaAfter: signInThrottlePolicy.accountCaptchaAfter,
        lockAfter: signInThrottlePolicy.accountLockAfter,
      },
      {
        subject: address,
        captchaAfter: signInThrottlePolicy.addressCaptchaAfter,
        lockAfter: signInThrottlePolicy.addressLockAfter,
      },
    ];
    const now = this.clock();
    return this.db.transaction(async (transaction) => {
      await transaction
        .insert(signInFailures)
        .values(rules.map(({ subject }) => ({ subject, windowStartedAt: new Date(now) })))
        .onConflictDoNothing();
      // Ordered by subject so that two claims never wait on each other's rows in opposite order.
      const rows = await transaction
        .select()
        .from(signInFailures)
        .where(
          inArray(
            signInFailures.subject,
            rules.map((rule) => rule.subject),
          ),
        )
        .orderBy(signInFailures.subject)
        .for('update');
      const verdicts = rules.map((rule) =>
        this.verdict(
          rows.find((row) => row.subject === rule.subject),
          rule,
          captchaSolved,
          now,
        ),
      );
      if (verdicts.includes('locked')) return 'locked';
      if (verdicts.includes('captcha-required')) return 'captcha-required';
      for (const rule of rules) {
        const row = rows.find((candidate) => candidate.subject === rule.subject);
        const windowExpired = this.windowExpired(row, now);
        await transaction
          .update(signInFailures)
          .set({
            failures: windowExpired ? 1 : sql`${signInFailures.failures} + 1`,
            windowStartedAt: windowExpired ? new Date(now) : row?.windowStartedAt,
          })
          .where(eq(signInFailures.subject, rule.subject));
      }
      return 'claimed';
    });
  }

  /** The claimed attempt failed: it already counts; lock the subjects whose slots are used up. */
  async recordFailure(account: string, address: string): Promise<void> {
    await this.lockIfExhausted(account, signInThrottlePolicy.accountLockAfter);
    await this.lockIfExhausted(address, signInThrottlePolicy.addressLockAfter);
  }

  /** The claimed attempt succeeded: the account starts afresh and the address gets its slot back. */
  async recordSuccess(account: string, address: string): Promise<void> {
    await this.db.delete(signInFailures).where(eq(signInFailures.subject, account));
    await this.db
      .update(signInFailures)
      .set({ failures: sql`greatest(${signInFailures.failures} - 1, 0)` })
      .where(eq(signInFailures.subject, address));
  }

  private windowExpired(row: FailureRow | undefined, now: number): boolean {
    return !row || now - row.windowStartedAt.getTime() > signInThrottlePolicy.windowMs;
  }

  private verdict(row: FailureRow | undefined, rule: SubjectRule, captchaSolved: boolean, now: number) {
    if ((row?.lockedUntil?.getTime() ?? 0) > now) return 'locked';
    const attempts = this.windowExpired(row, now) ? 0 : (row?.failures ?? 0);
    // Slots used up by attempts still being checked: the lock follows as soon as one of them fails.
    if (attempts >= rule.lockAfter) return 'locked';
    if (attempts >= rule.captchaAfter && !captchaSolved) return 'captcha-required';
    return 'open';
  }

  private async lockIfExhausted(subject: string, lockAfter: number): Promise<void> {
    const now = this.clock();
    await this.db.transaction(async (transaction) => {
      const [row] = await transaction
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.subject, subject))
        .for('update');
      if (!row || (row.lockedUntil?.getTime() ?? 0) > now || row.failures < lockAfter) return;
      const lockMs = Math.min(
        signInThrottlePolicy.baseLockMs * 2 ** row.lockCount,
        signInThrottlePolicy.maximumLockMs,
      );
      await transaction
        .update(signInFailures)
        .set({
          failures: 0,
          windowStartedAt: new Date(now),
          lockCount: row.lockCount + 1,
          lockedUntil: new Date(now + lockMs),
        })
        .where(eq(signInFailures.subject, subject));
    });
  }
}
