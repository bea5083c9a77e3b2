import { Type } from 'typebox';

const closed = { additionalProperties: false } as const;

/**
 * Safer play (issue 23), per site. Absent: the site offers none of it (no page, no menu entry, the endpoints
 * answer 404 SAFER_PLAY_UNAVAILABLE, nothing is enforced). Present: each tool is switched on its own, and the
 * server enforces what is on in the transaction of the money movement.
 */
export const SaferPlaySchema = Type.Object(
  {
    depositLimits: Type.Boolean({ description: 'Deposit limits per 24 hours, 7 days and 30 days' }),
    lossLimits: Type.Boolean({
      description:
        'Loss limits (stakes less wins) per 24 hours, 7 days and 30 days, checked at transfer-in and launch',
    }),
    sessionTimeLimit: Type.Boolean({
      description: 'A limit on minutes of play per sign-in, checked at transfer-in and launch',
    }),
    timeOut: Type.Boolean({ description: 'Time-out of 24 hours to 6 weeks' }),
    selfExclusion: Type.Boolean({ description: 'Self-exclusion of 6 months to 5 years, or permanent' }),
    activityStatement: Type.Boolean({ description: 'Monthly activity statement with a CSV download' }),
    realityCheck: Type.Optional(
      Type.Object(
        {
          intervalChoicesMinutes: Type.Array(Type.Integer({ minimum: 1, maximum: 240 }), {
            minItems: 1,
            maxItems: 6,
            uniqueItems: true,
            description: 'The intervals a member can pick, in minutes, besides "off", in ascending order',
            'x-expected': 'ascending minutes such as [15, 30, 60]',
          }),
          defaultMinutes: Type.Integer({
            minimum: 0,
            maximum: 240,
            description:
              'The interval of a member who picked none: 0 (off) or one of the choices (checked by the validator)',
          }),
        },
        {
          ...closed,
          description:
            'Reality checks in games: a dialog over the game with the time played and the net result at the interval the member picks, and a session bar over the venue frame; leave out for neither',
        },
      ),
    ),
    askDepositLimit: Type.Optional(
      Type.Union([Type.Literal('registration'), Type.Literal('firstDeposit'), Type.Literal('never')], {
        description:
          'When the member is asked to set a deposit limit or choose, by a positive action, to have none: at registration, before the first deposit, or never (default). Where asked, a deposit is refused until the choice is made',
      }),
    ),
    exclusionGroup: Type.String({
      pattern: '^[a-z][a-z0-9-]{1,31}$',
      description:
        "Sites with the same group share time-outs and self-exclusions (one operator's brands): a break taken on one refuses sign-in, deposit, transfer-in and launch on all, for the member's accounts with the same phone or email",
      'x-expected': 'a lowercase group name such as "crown"',
    }),
  },
  { ...closed, description: 'Safer play tools; leave out to offer none' },
);
