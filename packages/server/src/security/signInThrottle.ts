import type { AttemptBudget } from './attemptThrottle.ts';

/**
 * Brute-force and spraying defence of the login password (reliability anchors §7, OWASP ASVS V6.3.1):
 * - per account: a captcha after 3 failures; after 10 failures within 15 minutes a 15-minute lock that doubles
 *   with every further lock, so 100 unlocked failures are impossible;
 * - per IP address: a captcha for every sign-in after 5 failures; after 20 failures within 15 minutes the address
 *   is locked the same way, which stops spraying many accounts from one address within 20 tries.
 * A success clears the account's record (not the address's). Every door that checks the login password (sign-in,
 * change-password) spends the same account budget, through the attempt throttle (`attemptThrottle.ts`).
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

const lockTiming = {
  windowMs: signInThrottlePolicy.windowMs,
  baseLockMs: signInThrottlePolicy.baseLockMs,
  maximumLockMs: signInThrottlePolicy.maximumLockMs,
};

/**
 * The account's and the address's budgets for one check of the login password. `offersCaptcha` is false on a
 * door without a captcha field (change-password, behind a session): there only the locks apply.
 */
export function loginPasswordBudgets(
  siteCode: string,
  username: string,
  ip: string,
  offersCaptcha: boolean,
): AttemptBudget[] {
  return passwordBudgets(memberAccountSubject(siteCode, username), ip, offersCaptcha);
}

/** The throttle subject of a member's account (an operator resets its lockout by this name). */
export function memberAccountSubject(siteCode: string, username: string): string {
  return `account:${siteCode}:${username.toLowerCase()}`;
}

/**
 * The same rules for any account named by `accountSubject`: a member's (above) or an operator's
 * (`operator:<name>`, the console's sign-in, which offers no captcha and so has only the locks).
 */
export function passwordBudgets(accountSubject: string, ip: string, offersCaptcha: boolean): AttemptBudget[] {
  return [
    {
      ...lockTiming,
      subject: accountSubject,
      lockAfter: signInThrottlePolicy.accountLockAfter,
      captchaAfter: offersCaptcha ? signInThrottlePolicy.accountCaptchaAfter : undefined,
      clearedBySuccess: true,
    },
    {
      ...lockTiming,
      subject: `ip:${ip}`,
      lockAfter: signInThrottlePolicy.addressLockAfter,
      captchaAfter: offersCaptcha ? signInThrottlePolicy.addressCaptchaAfter : undefined,
      clearedBySuccess: false,
    },
  ];
}
