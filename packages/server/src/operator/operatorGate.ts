import { createHash, timingSafeEqual } from 'node:crypto';
import { isLoopbackAddress } from '../network/loopback.ts';
import type { Clock } from '../security/clock.ts';
import type { OperatorErrorCode } from './operatorProtocol.ts';

/** Wrong tokens allowed per window before every request is refused until the window ends. */
export const OPERATOR_TOKEN_FAILURES_PER_WINDOW = 10;
export const OPERATOR_TOKEN_FAILURE_WINDOW_MS = 60_000;

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/**
 * Who may run operator commands on the running API: a caller on this machine (the TCP peer, never a header,
 * which a proxy or client could set) with the exact token of this start. The token is compared in constant
 * time (as digests, so its length does not leak either). After too many wrong tokens in a window every request
 * is refused, the right token included, until the window ends: the token is never checked during a burst, so
 * guessing gains nothing from speed. The counter is per process, as the token is.
 */
export function createOperatorGate(token: string, clock: Clock) {
  const expected = digest(token);
  let windowStartedAt = 0;
  let failures = 0;
  return {
    refusal(peerAddress: string | undefined, authorization: string | undefined): OperatorErrorCode | null {
      if (!isLoopbackAddress(peerAddress)) return 'OPERATOR_NOT_LOOPBACK';
      const now = clock();
      if (now - windowStartedAt >= OPERATOR_TOKEN_FAILURE_WINDOW_MS) {
        windowStartedAt = now;
        failures = 0;
      }
      if (failures >= OPERATOR_TOKEN_FAILURES_PER_WINDOW) return 'OPERATOR_TOO_MANY_FAILURES';
      const presented = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : '';
      if (timingSafeEqual(digest(presented), expected)) return null;
      failures += 1;
      return 'OPERATOR_TOKEN_INVALID';
    },
  };
}
