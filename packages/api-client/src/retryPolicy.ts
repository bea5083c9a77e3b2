import { RETRY_BACKOFF_CAP_MS } from '@platform/domain';
import { ApiError, RequestFailedError } from './errors.ts';

/**
 * When a failed attempt is tried again, and after how long (spec §9: capped backoff; research anchor 17).
 *
 * - Reads (GET): up to `maximumReadRetries` more attempts after a timeout, a network failure, or an
 *   overload/fault status (408, 429, 5xx). Never after a 4xx answer: asking again changes nothing.
 * - Money-moving POSTs: only after a network failure (no answer at all) and only because the request carries
 *   an Idempotency-Key, so the server replays instead of moving the money twice. A timeout is NOT retried:
 *   the first attempt may still be running, and the member decides (with the same key) whether to try again.
 * - Every other write: never retried.
 *
 * Delay: "full jitter" — a random wait between 0 and min(cap, base * 2^attempt) — so that many clients that
 * failed together do not come back together.
 */
export interface RetrySettings {
  readonly maximumReadRetries: number;
  readonly maximumMoneyMovingRetries: number;
  readonly baseDelayMs: number;
  readonly capMs: number;
  /** A number in [0, 1); injectable so tests can pin the jitter. */
  readonly random: () => number;
}

export const defaultRetrySettings: RetrySettings = {
  maximumReadRetries: 3,
  maximumMoneyMovingRetries: 2,
  baseDelayMs: 1000,
  capMs: RETRY_BACKOFF_CAP_MS,
  random: Math.random,
};

export type RetryClass = 'read' | 'money-moving' | 'never';

const RETRIABLE_READ_STATUSES = new Set([408, 429]);

function isRetriableReadFailure(error: unknown): boolean {
  if (error instanceof RequestFailedError) {
    switch (error.kind) {
      case 'timeout':
      case 'network':
        return true;
      case 'http':
      case 'invalid-response':
        return isOverloadOrFault(error.httpStatus);
      default:
        return error.kind satisfies never;
    }
  }
  return error instanceof ApiError && isOverloadOrFault(error.httpStatus);
}

function isOverloadOrFault(httpStatus: number | undefined): boolean {
  return httpStatus !== undefined && (httpStatus >= 500 || RETRIABLE_READ_STATUSES.has(httpStatus));
}

/** Whether attempt number `retriesSoFar + 1` may follow this failure. */
export function mayRetry(
  retryClass: RetryClass,
  error: unknown,
  retriesSoFar: number,
  settings: RetrySettings,
): boolean {
  switch (retryClass) {
    case 'read':
      return retriesSoFar < settings.maximumReadRetries && isRetriableReadFailure(error);
    case 'money-moving':
      return (
        retriesSoFar < settings.maximumMoneyMovingRetries &&
        error instanceof RequestFailedError &&
        error.kind === 'network'
      );
    case 'never':
      return false;
    default:
      return retryClass satisfies never;
  }
}

/** The wait before retry number `retriesSoFar + 1`: full jitter under an exponential ceiling capped at `capMs`. */
export function retryDelayMs(retriesSoFar: number, settings: RetrySettings): number {
  const ceiling = Math.min(settings.capMs, settings.baseDelayMs * 2 ** retriesSoFar);
  return Math.floor(settings.random() * ceiling);
}
