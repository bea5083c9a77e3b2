import { createIdempotencyKey, RequestFailedError } from '@platform/api-client';
import { useCallback, useRef } from 'react';

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
    const outcomeUnknown =
      error instanceof RequestFailedError && (error.kind === 'network' || error.kind === 'timeout');
    if (!outcomeUnknown) key.current = null;
  }, []);
  return { current, settle };
}
