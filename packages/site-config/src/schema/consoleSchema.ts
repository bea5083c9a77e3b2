import { Type } from 'typebox';

/**
 * How the operator console works on a site (issue 24). Optional: a site without the block gets the defaults of
 * `consoleSettings`.
 */
export const ConsoleSettingsSchema = Type.Object(
  {
    fourEyesWithdrawalMinor: Type.Integer({
      minimum: 0,
      maximum: 100_000_000_000,
      description:
        'A withdrawal above this amount (minor units of the central currency) needs the approvals of two different operators; default 1000000 (10,000.00)',
    }),
  },
  { additionalProperties: false },
);

export type ConsoleSettings = Type.Static<typeof ConsoleSettingsSchema>;

/** Above 10,000.00 of the central currency a withdrawal needs a second operator unless the site says otherwise. */
export const defaultConsoleSettings: ConsoleSettings = { fourEyesWithdrawalMinor: 1_000_000 };

/** A site's console settings, the defaults filled in. */
export function consoleSettings(config: { console?: ConsoleSettings }): ConsoleSettings {
  return config.console ?? defaultConsoleSettings;
}
