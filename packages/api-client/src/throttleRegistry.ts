import { createTimedPromiseMemo } from './timedPromiseMemo.ts';

/**
 * Named leading-edge throttles with one reset (spec §9: member info and balance refresh at most once per 30 s,
 * task groups every 100 ms; spec §4: logout resets the refresh throttles).
 *
 * A call inside the interval does not reach the server: it gets the promise of the run that opened the
 * interval, so every caller still receives data. A run that fails releases its throttle at once.
 */
export interface ThrottleRegistry {
  /** Wraps `run` so that it starts at most once per `intervalMs`; `name` identifies it for `reset`. */
  throttle<Arguments extends unknown[], Result>(
    name: string,
    intervalMs: number,
    run: (...runArguments: Arguments) => Promise<Result>,
  ): (...runArguments: Arguments) => Promise<Result>;
  /** Forgets every last run, so each throttled function starts on its next call (logout, account switch). */
  reset(): void;
}

export function createThrottleRegistry(now: () => number = Date.now): ThrottleRegistry {
  const lastRuns = createTimedPromiseMemo(now);
  return {
    throttle:
      (name, intervalMs, run) =>
      (...runArguments) =>
        lastRuns.get(name, intervalMs, () => run(...runArguments)),
    reset: () => lastRuns.clear(),
  };
}
