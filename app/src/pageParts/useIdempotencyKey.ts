import { createIdempotencyKey, RequestFailedError } from '@platform/api-client';
import { useCallback, useRef } from 'react';

/**
 * Whether a failed money call may still have moved the money: no answer came from the platform (the connection
 * dropped, the wait ran out, or something in between answered without the platform's envelope). Only the
 * platform's own answer, success or refusal, is final.
 */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof RequestFailedError;
}

/**
 * One Idempotency-Key per logical money action (spec §9; issue 10). The key is made when the member starts the
 * action and kept while the outcome is unknown: after a dropped connection or a timeout the first attempt may
 * have moved the money, so pressing the button again must present the same key and get the same answer back.
 * Any answer from the server ends the action, and the next press is a new one.
 */
export function useIdempotencyKey() {
  const key = useRef<string | null>(null);
  const current = useCallback(() => {
    key.current ??= createIdempotencyKey();
    return key.current;
  }, []);
  const settle = useCallback((error?: unknown) => {
    if (!outcomeUnknown(error)) key.current = null;
  }, []);
  return { current, settle };
}
