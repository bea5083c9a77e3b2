import { TIMESTAMP_STALE_AFTER_MS } from './constants.ts';

/**
 * A timestamp is stale once more than `maxAgeMs` (default 2 hours) has passed; exactly 2 hours old is still fresh.
 * A timestamp from the future (clock skew) is not stale.
 */
export function isStale(
  timestampMs: number,
  nowMs: number,
  maxAgeMs: number = TIMESTAMP_STALE_AFTER_MS,
): boolean {
  return nowMs - timestampMs > maxAgeMs;
}
