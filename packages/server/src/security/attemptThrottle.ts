import { setTimeout as sleep } from 'node:timers/promises';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { signInFailures } from '../db/schema/security.ts';
import type { Clock } from './clock.ts';

/**
 * How many checks of one secret a subject (an account, an address, a member's withdrawal password) gets: after
 * `lockAfter` failures within `windowMs` it is locked for `baseLockMs`, doubling with every further lock up to
 * `maximumLockMs`. Where the door offers a captcha, `captchaAfter` failures make every further check need a
 * solved one.
 */
export interface AttemptBudget {
  subject: string;
  windowMs: number;
  lockAfter: number;
  captchaAfter?: number | undefined;
  baseLockMs: number;
  maximumLockMs: number;
  /** A right answer forgets the subject's failures and locks (an account), or only returns its slot (an address). */
  clearedBySuccess: boolean;
}

/** `claimed`: go on and check the secret; otherwise the answer to give without checking it. */
export type AttemptClaim = 'claimed' | 'locked' | 'captcha-required';

export interface ThrottleTiming {
  /** how long a claim waits for the checks in flight to decide whether it may go on */
  waitMs: number;
  /** an in-flight slot older than this belongs to a request that died (process killed) and no longer counts */
  pendingLifetimeMs: number;
}

const defaultTiming: ThrottleTiming = { waitMs: 10_000, pendingLifetimeMs: 60_000 };
const FIRST_POLL_MS = 10;
const LONGEST_POLL_MS = 200;

type AttemptRow = typeof signInFailures.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Verdict = 'open' | 'locked' | 'captcha-required' | 'wait-for-lock' | 'wait-for-captcha';

/**
 * Claim an attempt before checking a secret, settle it after: the one mechanism behind every secret the server
 * checks with argon2 (sign-in and change-password for the login password, every endpoint taking the withdrawal
 * password). Counters live in `sign_in_failures`, one row per subject, so they hold across instances.
 *
 * A claim takes an in-flight slot (`pending`) under a row lock, so however requests arrive, at most `lockAfter`
 * checks are ever running or failed per window: a burst cannot all read "no failures yet" and all go on to argon2.
 * Only a check that FAILED counts as a failure: a slot still in flight is not evidence of guessing (eight parallel
 * correct sign-ins from one member's devices are not an attack). So a threshold is decided on failures alone when
 * failures reach it, and when failures plus in-flight slots reach it the claim WAITS for those checks to settle:
 * - the lock budget: 100 parallel guesses get 10 slots; the other 90 wait, and when the 10 fail the lock answers
 *   them; if the 10 were right they would have cleared the account and the waiters go on;
 * - the captcha demand: without a solved captcha only `captchaAfter` checks may be in flight or failed, so a burst
 *   of unsolved guesses still gets at most `captchaAfter` checks before it must solve captchas (counting only
 *   failures would let a burst of 10 skip the captcha altogether), while parallel correct sign-ins each go on once
 *   the ones ahead succeeded.
 * A claim that has waited `waitMs` (checks stuck far beyond argon2's time) gets the strict answer, as if the
 * slots in flight had failed. A slot whose process died never settles: it stops counting `pendingLifetimeMs` after
 * the subject's last claim, and with the window at the latest, so it never locks a subject for good.
 */
export class AttemptThrottle {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly timing: ThrottleTiming = defaultTiming,
  ) {}

  /**
   * Takes one in-flight slot of every budget, or says why not. `captchaSolved` is true only after a captcha answer
   * was checked for this request; without it, a budget past its captcha threshold refuses.
   */
  async claim(budgets: readonly AttemptBudget[], captchaSolved = false): Promise<AttemptClaim> {
    const deadline = Date.now() + this.timing.waitMs;
    for (let pollMs = FIRST_POLL_MS; ; pollMs = Math.min(pollMs * 2, LONGEST_POLL_MS)) {
      const verdict = await this.tryClaim(budgets, captchaSolved);
      if (verdict === 'open') return 'claimed';
      if (verdict === 'locked' || verdict === 'captcha-required') return verdict;
      if (Date.now() >= deadline) return verdict === 'wait-for-lock' ? 'locked' : 'captcha-required';
      await sleep(pollMs);
    }
  }

  /**
   * Settles a claimed slot with the check's outcome. `lockedNow` says this failure used up a budget and locked its
   * subject (a door may say "locked" at once rather than "wrong").
   */
  async settle(budgets: readonly AttemptBudget[], succeeded: boolean): Promise<{ lockedNow: boolean }> {
    const now = this.clock();
    return this.db.transaction(async (transaction) => {
      const rows = await this.lockedRows(transaction, budgets, now);
      let lockedNow = false;
      for (const budget of budgets) {
        const row = rows.get(budget.subject);
        if (!row) continue;
        const windowExpired = this.windowExpired(row, budget, now);
        const pending = windowExpired ? 0 : Math.max(this.livePending(row, now) - 1, 0);
        if (succeeded) {
          const cleared = budget.clearedBySuccess ? { failures: 0, lockCount: 0, lockedUntil: null } : {};
          await this.update(transaction, budget.subject, { pending, ...cleared });
          continue;
        }
        const failures = windowExpired ? 1 : row.failures + 1;
        const windowStartedAt = windowExpired ? new Date(now) : row.windowStartedAt;
        if (failures < budget.lockAfter || this.isLocked(row, now)) {
          await this.update(transaction, budget.subject, { pending, failures, windowStartedAt });
          continue;
        }
        const lockMs = Math.min(budget.baseLockMs * 2 ** row.lockCount, budget.maximumLockMs);
        await this.update(transaction, budget.subject, {
          pending,
          failures: 0,
          windowStartedAt: new Date(now),
          lockCount: row.lockCount + 1,
          lockedUntil: new Date(now + lockMs),
        });
        lockedNow = true;
      }
      return { lockedNow };
    });
  }

  private async tryClaim(budgets: readonly AttemptBudget[], captchaSolved: boolean): Promise<Verdict> {
    const now = this.clock();
    return this.db.transaction(async (transaction) => {
      const rows = await this.lockedRows(transaction, budgets, now);
      const verdicts = budgets.map((budget) =>
        this.verdict(rows.get(budget.subject), budget, captchaSolved, now),
      );
      for (const refusal of ['locked', 'captcha-required', 'wait-for-lock', 'wait-for-captcha'] as const) {
        if (verdicts.includes(refusal)) return refusal;
      }
      for (const budget of budgets) {
        const row = rows.get(budget.subject);
        const windowExpired = !row || this.windowExpired(row, budget, now);
        await this.update(transaction, budget.subject, {
          pending: (windowExpired ? 0 : this.livePending(row, now)) + 1,
          pendingExpiresAt: new Date(now + this.timing.pendingLifetimeMs),
          ...(windowExpired ? { failures: 0, windowStartedAt: new Date(now) } : {}),
        });
      }
      return 'open';
    });
  }

  /** Every budget's row, created when missing, locked in subject order so two claims never wait on each other. */
  private async lockedRows(
    transaction: Transaction,
    budgets: readonly AttemptBudget[],
    now: number,
  ): Promise<Map<string, AttemptRow>> {
    const subjects = budgets.map((budget) => budget.subject);
    await transaction
      .insert(signInFailures)
      .values(subjects.map((subject) => ({ subject, windowStartedAt: new Date(now) })))
      .onConflictDoNothing();
    const rows = await transaction
      .select()
      .from(signInFailures)
      .where(inArray(signInFailures.subject, subjects))
      .orderBy(signInFailures.subject)
      .for('update');
    return new Map(rows.map((row) => [row.subject, row]));
  }

  private update(transaction: Transaction, subject: string, values: Partial<Omit<AttemptRow, 'subject'>>) {
    return transaction.update(signInFailures).set(values).where(eq(signInFailures.subject, subject));
  }

  private verdict(
    row: AttemptRow | undefined,
    budget: AttemptBudget,
    captchaSolved: boolean,
    now: number,
  ): Verdict {
    if (row && this.isLocked(row, now)) return 'locked';
    const windowExpired = !row || this.windowExpired(row, budget, now);
    const failures = windowExpired ? 0 : row.failures;
    const pending = windowExpired ? 0 : this.livePending(row, now);
    const captchaAfter = captchaSolved ? undefined : budget.captchaAfter;
    if (failures >= budget.lockAfter) return 'locked';
    if (captchaAfter !== undefined && failures >= captchaAfter) return 'captcha-required';
    if (failures + pending >= budget.lockAfter) return 'wait-for-lock';
    if (captchaAfter !== undefined && failures + pending >= captchaAfter) return 'wait-for-captcha';
    return 'open';
  }

  private isLocked(row: AttemptRow, now: number): boolean {
    return (row.lockedUntil?.getTime() ?? 0) > now;
  }

  private windowExpired(row: AttemptRow, budget: AttemptBudget, now: number): boolean {
    return now - row.windowStartedAt.getTime() > budget.windowMs;
  }

  private livePending(row: AttemptRow, now: number): number {
    return (row.pendingExpiresAt?.getTime() ?? 0) > now ? row.pending : 0;
  }
}
