import { Type } from 'typebox';

/**
 * The security centre of a site (issue 23): sign-in history, signed-in devices, security notices in the inbox, and
 * two-step verification with an authenticator app. Optional: a site without it (or with `enabled: false`) offers
 * none of it, and its members are never asked for a code. See `securityCentreSettings.ts` for the defaults.
 */
/** A week: longer only keeps an honest member from their money. */
const MAX_PAYOUT_ACCOUNT_DELAY_HOURS = 168;

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
    newPayoutAccountDelayHours: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: MAX_PAYOUT_ACCOUNT_DELAY_HOURS,
        description:
          'A newly added withdrawal account can be used only this many hours after it was added (someone who took over the account cannot cash out at once); 0: at once. Default 24',
      }),
    ),
  },
  { additionalProperties: false },
);

export type SecurityCentreSettings = Type.Static<typeof SecurityCentreSchema>;
