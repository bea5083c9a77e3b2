/**
 * Safer play rules shared by the server (which enforces them) and the app (which offers them): the limits a
 * member may set, their rolling periods, the cooling-off before a looser limit applies, and the lengths of a
 * time-out and a self-exclusion.
 */

/** deposit and loss limits are amounts in minor units per rolling period; the session limit is minutes per sign-in. */
export const limitKinds = ['deposit', 'loss', 'session'] as const;
export type LimitKind = (typeof limitKinds)[number];

/** Rolling windows: the last 24 hours, 7 days, 30 days; `session` is the current sign-in. */
export const limitPeriods = ['day', 'week', 'month', 'session'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export const rollingPeriodMs: Record<Exclude<LimitPeriod, 'session'>, number> = {
  day: DAY_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

/** The periods each kind of limit is set for. */
export const periodsOfLimit: Record<LimitKind, readonly LimitPeriod[]> = {
  deposit: ['day', 'week', 'month'],
  loss: ['day', 'week', 'month'],
  session: ['session'],
};

/** The longest session-time limit, in minutes (a day). */
export const SESSION_LIMIT_MAX_MINUTES = 24 * 60;

/** A looser limit (raised or removed) applies only after this long, and after the member confirms it then. */
export const LIMIT_COOLING_OFF_MS = DAY_MS;

/**
 * Whether moving from `current` to `next` (null: no limit) is a tightening, which applies at once. Anything else
 * (raising, removing) waits for the cooling-off and the member's confirmation.
 */
export function tightensLimit(current: number | null, next: number | null): boolean {
  return next !== null && (current === null || next <= current);
}

export const exclusionKinds = ['time_out', 'self_exclusion'] as const;
export type ExclusionKind = (typeof exclusionKinds)[number];

/** A time-out lasts 1 day (24 hours) to 42 days (6 weeks). */
export const TIME_OUT_DAYS = { minimum: 1, maximum: 42 } as const;
/** A self-exclusion lasts 6 months to 5 years, or for good. */
export const SELF_EXCLUSION_MONTHS = { minimum: 6, maximum: 60 } as const;

export type ExclusionRequest =
  | { kind: 'time_out'; days: number }
  | { kind: 'self_exclusion'; months: number }
  | { kind: 'self_exclusion'; permanent: true };

/** When a break started at `start` ends (null: never), or 'invalid' for a length its kind does not allow. */
export function exclusionEnd(request: ExclusionRequest, start: Date): Date | null | 'invalid' {
  if (request.kind === 'time_out') {
    const { days } = request;
    if (!Number.isInteger(days) || days < TIME_OUT_DAYS.minimum || days > TIME_OUT_DAYS.maximum)
      return 'invalid';
    return new Date(start.getTime() + days * DAY_MS);
  }
  if ('permanent' in request) return null;
  const { months } = request;
  if (
    !Number.isInteger(months) ||
    months < SELF_EXCLUSION_MONTHS.minimum ||
    months > SELF_EXCLUSION_MONTHS.maximum
  )
    return 'invalid';
  const end = new Date(start.getTime());
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}
