import { Type } from 'typebox';

/**
 * The security centre of a site (issue 23): sign-in history, signed-in devices, security notices in the inbox, and
 * two-step verification with an authenticator app. Optional: a site without it (or with `enabled: false`) offers
 * none of it, and its members are never asked for a code. See `securityCentreSettings` for the defaults.
 */
export const SecurityCentreSchema = Type.Object(
  {
    enabled: Type.Boolean({
      description:
        'Sign-in history, signed-in devices (sign out one or all others) and inbox notices of security changes',
    }),
    twoStepVerification: Type.Boolean({
      description: 'Members may turn on two-step verification (TOTP authenticator app, with recovery codes)',
    }),
    twoStepOnNewDevice: Type.Boolean({
      description:
        'A member with two-step verification on is asked for a code when signing in on a device they never signed in on',
    }),
    twoStepWithdrawalAboveMinor: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()], {
      description:
        'Withdrawals above this amount (minor units of the central currency) need a code, and two-step verification on; null: never',
    }),
  },
  { additionalProperties: false },
);

export type SecurityCentreSettings = Type.Static<typeof SecurityCentreSchema>;

/** What a site without a `securityCentre` block gets: nothing of it. */
export const securityCentreOff: SecurityCentreSettings = {
  enabled: false,
  twoStepVerification: false,
  twoStepOnNewDevice: false,
  twoStepWithdrawalAboveMinor: null,
};

/** A site's security-centre settings, the defaults filled in. */
export function securityCentreSettings(config: {
  securityCentre?: SecurityCentreSettings;
}): SecurityCentreSettings {
  return config.securityCentre ?? securityCentreOff;
}
