import { createIdempotencyKey } from '@platform/api-client/console';

export interface IntentKeys {
  /** The idempotency key of one intended change, named by `intent`: the same on every retry of it in this tab. */
  keyFor(intent: string): string;
  /** The change is done: the same words again are a new intent (a second reward of the same amount), a new key. */
  forget(intent: string): void;
}

/**
 * One key per change an operator means, not per click: a double click, a retry after a timeout, or a click the
 * refetch has not yet answered all send the same key, so the server moves money once and answers the rest with
 * that first outcome.
 */
export function createIntentKeys(newKey: () => string = createIdempotencyKey): IntentKeys {
  const keys = new Map<string, string>();
  return {
    keyFor(intent) {
      const known = keys.get(intent);
      if (known !== undefined) return known;
      const key = newKey();
      keys.set(intent, key);
      return key;
    },
    forget(intent) {
      keys.delete(intent);
    },
  };
}
