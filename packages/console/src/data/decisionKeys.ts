import { createIdempotencyKey } from '@platform/api-client/console';
import { createIntentKeys } from './intentKeys.ts';

export type Decision = 'approved' | 'rejected';

export interface DecisionKeys {
  /** The idempotency key of "`decision` on request `requestId`" in this console tab: the same on every retry. */
  keyFor(requestId: string, decision: Decision): string;
}

/**
 * A queued request is decided once for good, so its decision's key is never forgotten: a click on a row the refetch
 * has not yet removed sends the first key again and the server answers with that first outcome (`changed: false`).
 */
export function createDecisionKeys(newKey: () => string = createIdempotencyKey): DecisionKeys {
  const keys = createIntentKeys(newKey);
  return { keyFor: (requestId, decision) => keys.keyFor(`${requestId}:${decision}`) };
}
