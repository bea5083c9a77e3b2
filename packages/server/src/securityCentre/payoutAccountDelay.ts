import { isSiteCode, requireSiteConfig, securityCentreSettings } from '@platform/site-config';

const HOUR_MS = 3_600_000;

/**
 * When a withdrawal account added at `addedAt` may first be paid out to: the site's `newPayoutAccountDelayHours`
 * later (issue 23), so whoever takes over an account cannot add their own card and cash out before the member,
 * told by the inbox notice, can react.
 */
export function payoutAccountUsableFrom(siteCode: string, addedAt: Date): Date {
  const hours = isSiteCode(siteCode)
    ? securityCentreSettings(requireSiteConfig(siteCode)).newPayoutAccountDelayHours
    : 0;
  return new Date(addedAt.getTime() + hours * HOUR_MS);
}
