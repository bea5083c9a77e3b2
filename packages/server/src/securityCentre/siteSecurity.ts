import { type SecurityCentreSettings, securityCentreSettings } from '@platform/site-config';
import { ApiError } from '../errors/apiError.ts';
import type { Platform } from '../platform.ts';

/** The security-centre settings of a site (off for a site the directory does not know). */
export function siteSecurityOf(platform: Platform, siteCode: string): SecurityCentreSettings {
  const site = platform.sites.byCode(siteCode);
  return site ? securityCentreSettings(site.config) : securityCentreSettings({});
}

/** Refuses an endpoint of a part the site does not offer. */
export function requireSecurityFeature(
  settings: SecurityCentreSettings,
  part: 'enabled' | 'twoStepVerification',
): void {
  if (!settings[part]) throw new ApiError('SECURITY_FEATURE_UNAVAILABLE');
}
