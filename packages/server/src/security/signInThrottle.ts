import { eq, inArray } from 'drizzle-orm';
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

export type SignInGate = { kind: 'open'; captchaRequired: boolean } | { kind: 'locked'; untilMs: number };

type FailureRow = typeof signInFailures.$inferSelect;

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

  async gate(account: string, address: string): Promise<SignInGate> {
    const now = this.clock();
    const rows = await this.db
      .select()
      .from(signInFailures)
      .where(inArray(signInFailures.subject, [account, address]));
    const accountRow = rows.find((row) => row.subject === account);
    const addressRow = rows.find((row) => row.subject === address);
    const lockedUntil = Math.max(
      accountRow?.lockedUntil?.getTime() ?? 0,
      addressRow?.lockedUntil?.getTime() ?? 0,
    );
    if (lockedUntil > now) return { kind: 'locked', untilMs: lockedUntil };
    const captchaRequired =
      this.recentFailures(accountRow, now) >= signInThrottlePolicy.accountCaptchaAfter ||
      this.recentFailures(addressRow, now) >= signInThrottlePolicy.addressCaptchaAfter;
    return { kind: 'open', captchaRequired };
  }

  async recordFailure(account: string, address: string): Promise<void> {
    await this.bump(account, signInThrottlePolicy.accountLockAfter);
    await this.bump(address, signInThrottlePolicy.addressLockAfter);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.db.delete(signInFailures).where(eq(signInFailures.subject, account));
  }

  private recentFailures(row: FailureRow | undefined, now: number): number {
    if (!row || now - row.windowStartedAt.getTime() > signInThrottlePolicy.windowMs) return 0;
    return row.failures;
  }

  private async bump(subject: string, lockAfter: number): Promise<void> {
    const now = this.clock();
    await this.db.transaction(async (transaction) => {
      const [row] = await transaction
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.subject, subject))
        .for('update');
      const windowExpired = !row || now - row.windowStartedAt.getTime() > signInThrottlePolicy.windowMs;
      const failures = windowExpired ? 1 : row.failures + 1;
      const lockCount = row?.lockCount ?? 0;
      const shouldLock = failures >= lockAfter;
      const lockMs = Math.min(
        signInThrottlePolicy.baseLockMs * 2 ** lockCount,
        signInThrottlePolicy.maximumLockMs,
      );
      const values = {
        failures: shouldLock ? 0 : failures,
        windowStartedAt: windowExpired || shouldLock ? new Date(now) : row.windowStartedAt,
        lockCount: shouldLock ? lockCount + 1 : lockCount,
        lockedUntil: shouldLock ? new Date(now + lockMs) : (row?.lockedUntil ?? null),
      };
      await transaction
        .insert(signInFailures)
        .values({ subject, ...values })
        .onConflictDoUpdate({ target: signInFailures.subject, set: values });
    });
  }
}
