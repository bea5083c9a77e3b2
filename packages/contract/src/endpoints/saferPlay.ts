import {
  exclusionKinds,
  limitKinds,
  limitPeriods,
  SELF_EXCLUSION_MONTHS,
  TIME_OUT_DAYS,
} from '@platform/domain';
import { Type } from 'typebox';
import { defineEndpoint } from '../defineEndpoint.ts';
import { Timestamp } from './common.ts';
import { CurrencyCode, IdempotencyErrors, MAXIMUM_REQUEST_AMOUNT_MINOR } from './money.ts';

/**
 * Safer play (issue 23): a member's deposit, loss and session-time limits and their time-out or self-exclusion.
 * The server enforces them in the transaction of the deposit order, the venue transfer-in and the game launch;
 * sign-in is refused during a break on every site of the site's exclusion group. Offered only on sites whose
 * config has `saferPlay` (else 404 SAFER_PLAY_UNAVAILABLE).
 */

const SAFER_PLAY_PATH = '/api/findmed/v1/member/safer-play';

const LimitKind = Type.Enum(limitKinds, {
  description: 'deposit and loss: an amount in minor units; session: minutes per sign-in',
});
const LimitPeriod = Type.Enum(limitPeriods, {
  description: 'day, week, month: the last 24 hours, 7 days, 30 days (rolling); session: the current sign-in',
});
const LimitValue = Type.Integer({
  minimum: 0,
  maximum: MAXIMUM_REQUEST_AMOUNT_MINOR,
  description: 'Minor units for deposit and loss limits, minutes for the session limit',
});

export const SaferPlayLimit = Type.Object({
  kind: LimitKind,
  period: LimitPeriod,
  value: Type.Union([LimitValue, Type.Null()], { description: 'The limit in force; null: none' }),
  used: Type.Integer({
    description: 'Deposited, lost (stakes less wins) or minutes played in the period now',
  }),
  left: Type.Union([Type.Integer(), Type.Null()], { description: 'What is left now; null without a limit' }),
  resetsAt: Type.Union([Timestamp, Type.Null()], {
    description: 'When the oldest counted movement leaves the rolling period (null when nothing is counted)',
  }),
  pending: Type.Union(
    [
      Type.Object({
        value: Type.Union([LimitValue, Type.Null()], {
          description: 'The looser limit asked for; null: removal',
        }),
        confirmableAt: Timestamp,
      }),
      Type.Null(),
    ],
    { description: 'A raise or removal waiting for its cooling-off and the member’s confirmation' },
  ),
});

export const SaferPlayExclusion = Type.Object({
  kind: Type.Enum(exclusionKinds),
  startedAt: Timestamp,
  endsAt: Type.Union([Timestamp, Type.Null()], { description: 'null: permanent' }),
});

const RealityCheckMinutes = Type.Integer({ minimum: 0, maximum: 240, description: '0: off' });

export const RealityCheckSetting = Type.Object({
  choicesMinutes: Type.Array(Type.Integer(), { description: 'The intervals offered besides off (0)' }),
  intervalMinutes: RealityCheckMinutes,
});

/** The game a reality check is about: the `gameid` and `platform` of its launch, as the heartbeat names them. */
const OpenGame = Type.Object({
  gameid: Type.String({ minLength: 1, maxLength: 64 }),
  platform: Type.String({ minLength: 1, maxLength: 64 }),
});

export const RealityCheckStatus = Type.Object({
  intervalMinutes: RealityCheckMinutes,
  playedSeconds: Type.Integer({
    minimum: 0,
    description: 'Time played this play session; a reload or relaunch within the resume window continues it',
  }),
  netResultMinor: Type.Integer({
    description: 'Wins less stakes at this venue this play session, from ledger rows (negative: a loss)',
  }),
  currency: CurrencyCode,
  checkDue: Type.Boolean({ description: 'The dialog is to cover the game until the member answers' }),
  nextReadInMs: Type.Integer({
    minimum: 0,
    description:
      'When to ask again: at the next check, or sooner for a fresh net result (at most one heartbeat)',
  }),
});

export const SaferPlayState = Type.Object({
  features: Type.Object({
    depositLimits: Type.Boolean(),
    lossLimits: Type.Boolean(),
    sessionTimeLimit: Type.Boolean(),
    timeOut: Type.Boolean(),
    selfExclusion: Type.Boolean(),
    activityStatement: Type.Boolean(),
  }),
  currency: CurrencyCode,
  coolingOffHours: Type.Integer(),
  limits: Type.Array(SaferPlayLimit, { description: 'Every kind and period the site offers, set or not' }),
  depositLimitChoice: Type.Object(
    {
      asked: Type.Union([Type.Literal('registration'), Type.Literal('firstDeposit'), Type.Literal('never')]),
      chosen: Type.Union([Type.Literal('limit'), Type.Literal('no_limit'), Type.Null()], {
        description: 'null: not answered yet (where asked, deposits wait for it)',
      }),
    },
    { description: 'The site\'s question "set a deposit limit?" and the member\'s answer' },
  ),
  exclusion: Type.Union([SaferPlayExclusion, Type.Null()]),
  realityCheck: Type.Union([RealityCheckSetting, Type.Null()], {
    description: 'null: the site has no reality checks',
  }),
});

const Minor = Type.Integer({ description: 'Minor units of the central currency' });

export const ActivityStatement = Type.Object({
  currency: CurrencyCode,
  months: Type.Array(
    Type.Object({
      month: Type.String({ pattern: '^\\d{4}-\\d{2}$', description: 'YYYY-MM in the site time zone' }),
      depositsMinor: Minor,
      withdrawalsMinor: Minor,
      stakesMinor: Minor,
      winsMinor: Minor,
      netMinor: Type.Integer({ description: 'Wins less stakes (negative: a loss)' }),
    }),
    { description: 'The last twelve months, newest first' },
  ),
});

const NotOffered = ['SAFER_PLAY_UNAVAILABLE'] as const;
const REALITY_CHECK_PATH = `${SAFER_PLAY_PATH}/reality-check`;

export const saferPlayEndpoints = {
  saferPlay: defineEndpoint({
    name: 'saferPlay',
    method: 'GET',
    path: SAFER_PLAY_PATH,
    auth: 'member',
    encoding: 'none',
    summary: "The member's limits (in force, used, left, pending changes) and any time-out or self-exclusion",
    response: SaferPlayState,
    errors: [...NotOffered],
  }),
  activityStatement: defineEndpoint({
    name: 'activityStatement',
    method: 'GET',
    path: `${SAFER_PLAY_PATH}/statement`,
    auth: 'member',
    encoding: 'none',
    summary:
      'Deposits, withdrawals, stakes, wins and net per month for the last twelve months, from ledger rows (the app offers it as CSV too)',
    response: ActivityStatement,
    errors: [...NotOffered],
  }),
  saferPlayLimitSet: defineEndpoint({
    name: 'saferPlayLimitSet',
    method: 'POST',
    path: `${SAFER_PLAY_PATH}/limit`,
    auth: 'member',
    encoding: 'form',
    summary:
      'Set, lower, raise or remove (value absent) a limit: lowering applies at once, raising or removing after the cooling-off and a confirmation',
    body: Type.Object({
      kind: LimitKind,
      period: LimitPeriod,
      value: Type.Optional(LimitValue),
    }),
    response: SaferPlayState,
    errors: [...NotOffered, 'FIELD_INVALID'],
  }),
  saferPlayLimitConfirm: defineEndpoint({
    name: 'saferPlayLimitConfirm',
    method: 'POST',
    path: `${SAFER_PLAY_PATH}/limit/confirm`,
    auth: 'member',
    encoding: 'form',
    summary: 'Confirm a raise or removal once its cooling-off has passed: only then does it apply',
    body: Type.Object({ kind: LimitKind, period: LimitPeriod }),
    response: SaferPlayState,
    errors: [...NotOffered, 'LIMIT_CHANGE_NOT_CONFIRMABLE'],
  }),
  saferPlayNoDepositLimit: defineEndpoint({
    name: 'saferPlayNoDepositLimit',
    method: 'POST',
    path: `${SAFER_PLAY_PATH}/deposit-limit/none`,
    auth: 'member',
    encoding: 'form',
    summary:
      'Answer the site\'s "set a deposit limit?" with an explicit "no limit" (setting a deposit limit answers it too)',
    body: Type.Object({ confirm: Type.Literal(true, { description: 'The member chose it themselves' }) }),
    response: SaferPlayState,
    errors: [...NotOffered],
  }),
  saferPlayExclusionStart: defineEndpoint({
    name: 'saferPlayExclusionStart',
    method: 'POST',
    path: `${SAFER_PLAY_PATH}/exclusion`,
    auth: 'member',
    encoding: 'form',
    summary: `Take a time-out (${TIME_OUT_DAYS.minimum}-${TIME_OUT_DAYS.maximum} days) or self-exclude (${SELF_EXCLUSION_MONTHS.minimum}-${SELF_EXCLUSION_MONTHS.maximum} months, or permanently): venue balances come back to the central wallet, every session ends, and it cannot be undone early`,
    body: Type.Object({
      kind: Type.Enum(exclusionKinds),
      days: Type.Optional(Type.Integer({ minimum: 1, maximum: 3650 })),
      months: Type.Optional(Type.Integer({ minimum: 1, maximum: 600 })),
      permanent: Type.Optional(Type.Boolean()),
    }),
    response: SaferPlayState,
    moneyMoving: true,
    errors: [
      ...NotOffered,
      'EXCLUSION_PERIOD_INVALID',
      'TIME_OUT_IN_FORCE',
      'SELF_EXCLUSION_IN_FORCE',
      ...IdempotencyErrors,
    ],
  }),
  realityCheck: defineEndpoint({
    name: 'realityCheck',
    method: 'POST',
    path: REALITY_CHECK_PATH,
    auth: 'member',
    encoding: 'form',
    summary:
      'The open game’s play session as its session bar and reality check show it: time played, net result from ledger rows, whether a check is due and when to ask again',
    body: OpenGame,
    response: RealityCheckStatus,
    errors: [...NotOffered, 'NOT_FOUND'],
  }),
  realityCheckContinue: defineEndpoint({
    name: 'realityCheckContinue',
    method: 'POST',
    path: `${REALITY_CHECK_PATH}/continue`,
    auth: 'member',
    encoding: 'form',
    summary: 'The member read the due reality check and plays on: the next one is due at the next interval',
    body: OpenGame,
    response: RealityCheckStatus,
    errors: [...NotOffered, 'NOT_FOUND'],
  }),
  realityCheckInterval: defineEndpoint({
    name: 'realityCheckInterval',
    method: 'POST',
    path: `${REALITY_CHECK_PATH}/interval`,
    auth: 'member',
    encoding: 'form',
    summary: 'Pick the reality-check interval: one of the site’s choices, or 0 for off',
    body: Type.Object({ minutes: RealityCheckMinutes }),
    response: SaferPlayState,
    errors: [...NotOffered, 'FIELD_INVALID'],
  }),
};
