import { Secret, TOTP } from 'otpauth';
import { ApiError } from '../errors/apiError.ts';
import type { AttemptBudget, AttemptThrottle } from '../security/attemptThrottle.ts';

/**
 * The TOTP rules every authenticator in the platform follows, members' and operators' alike (issues 23, 24).
 * RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s; one step either side for clock drift.
 */
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;

/**
 * Codes are guessed like passwords and limited like the withdrawal password: 5 wrong codes within 15 minutes lock
 * two-step checks for 15 minutes, doubling with each lock; a right code clears the count.
 */
export const twoStepThrottlePolicy = {
  lockAfter: 5,
  windowMs: 15 * 60_000,
  baseLockMs: 15 * 60_000,
} as const;

/** The attempt budget of one authenticator, named by `subject` (`two-step:<member>`, `operator-two-step:<id>`). */
export function twoStepBudget(subject: string): AttemptBudget[] {
  return [
    {
      subject,
      windowMs: twoStepThrottlePolicy.windowMs,
      lockAfter: twoStepThrottlePolicy.lockAfter,
      baseLockMs: twoStepThrottlePolicy.baseLockMs,
      maximumLockMs: 24 * 60 * 60_000,
      clearedBySuccess: true,
    },
  ];
}

export function totpOf(secretBase32: string, label: string, issuer: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new 160-bit secret in base32, as authenticator apps take it. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The 30-second step a TOTP code is right for (now, or one step either side), or null. `validate` compares in
 * constant time. The caller spends the step once (a stored last-used step), which refuses a replayed code.
 */
export function acceptedTotpStep(secretBase32: string, code: string, now: number): number | null {
  if (!/^[0-9]{6}$/.test(code)) return null;
  const delta = totpOf(secretBase32, '', '').validate({ token: code, timestamp: now, window: DRIFT_STEPS });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Checks a code through the attempt throttle like a password: the slot is claimed first, a wrong or replayed code
 * (`check` answering false) counts as a failure; too many lock (TWO_STEP_LOCKED), a wrong one is
 * TWO_STEP_CODE_INVALID on `field`.
 */
export async function checkCodeThrottled(
  throttle: AttemptThrottle,
  budget: AttemptBudget[],
  field: string,
  check: () => Promise<boolean>,
): Promise<void> {
  if ((await throttle.claim(budget)) !== 'claimed') throw new ApiError('TWO_STEP_LOCKED');
  let accepted = false;
  let lockedNow = false;
  try {
    accepted = await check();
  } finally {
    // settled however the check ended, so no slot is left in flight
    ({ lockedNow } = await throttle.settle(budget, accepted));
  }
  if (lockedNow) throw new ApiError('TWO_STEP_LOCKED');
  if (!accepted) throw new ApiError('TWO_STEP_CODE_INVALID', { field });
}
