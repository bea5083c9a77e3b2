import { createIdempotencyKey } from '@platform/api-client/console';

export type Decision = 'approved' | 'rejected';

export interface DecisionKeys {
  /** The idempotency key of "`decision` on request `requestId`" in this console tab: the same on every retry. */
  keyFor(requestId: string, decision: Decision): string;
}

/**
 * One key per decision an operator means, not per click: a double click, a retry after a timeout, or a click on a
 * row the refetch has not yet removed all send the same key, so the server decides once and answers the rest with
 * that first outcome (`changed: false`).
 */
export function createDecisionKeys(newKey: () => string = createIdempotencyKey): DecisionKeys {
  const keys = new Map<string, string>();
  return {
    keyFor(requestId, decision) {
      const intent = `${requestId}:${decision}`;
      const known = keys.get(intent);
      if (known !== undefined) return known;
      const key = newKey();
      keys.set(intent, key);
      return key;
    },
  };
}
