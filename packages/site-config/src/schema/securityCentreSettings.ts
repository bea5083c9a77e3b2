import type { SecurityCentreSettings } from './securityCentreSchema.ts';

// Apart from the schema: the app reads these on the home (which protection links the footer shows), and the
// schema's module would bring the TypeBox builder into the home's first JavaScript.

/** What a site with the security centre gets when it does not name a delay. */
export const DEFAULT_PAYOUT_ACCOUNT_DELAY_HOURS = 24;

/** What a site without a `securityCentre` block gets: nothing of it. */
export const securityCentreOff: Required<SecurityCentreSettings> = {
  enabled: false,
  twoStepVerification: false,
  twoStepOnNewDevice: false,
  twoStepWithdrawalAboveMinor: null,
  newPayoutAccountDelayHours: 0,
};

/** A site's security-centre settings, the defaults filled in. */
export function securityCentreSettings(config: {
  securityCentre?: SecurityCentreSettings;
}): Required<SecurityCentreSettings> {
  if (!config.securityCentre) return securityCentreOff;
  return {
    newPayoutAccountDelayHours: DEFAULT_PAYOUT_ACCOUNT_DELAY_HOURS,
    ...config.securityCentre,
  };
}
