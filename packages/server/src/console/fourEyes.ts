import {
  consoleSettings,
  defaultConsoleSettings,
  isSiteCode,
  requireSiteConfig,
} from '@platform/site-config';

/**
 * The amount above which a site's withdrawals need two different operators' approvals: the site config's
 * `console.fourEyesWithdrawalMinor`, else the default (10,000.00). Read from the validated configs, like the
 * site's money settings, so the console and the command-line tool apply the same rule.
 */
export function fourEyesWithdrawalMinorOf(siteCode: string): number {
  const settings = isSiteCode(siteCode)
    ? consoleSettings(requireSiteConfig(siteCode))
    : defaultConsoleSettings;
  return settings.fourEyesWithdrawalMinor;
}

/** How many approvals a withdrawal of this amount needs on this site. */
export function approvalsNeededFor(siteCode: string, amountMinor: number): 1 | 2 {
  return amountMinor > fourEyesWithdrawalMinorOf(siteCode) ? 2 : 1;
}
