import { IDEMPOTENCY_KEY_PATTERN } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { createDecisionKeys } from './decisionKeys.ts';

describe('decision keys', () => {
  it('gives one decision the same key on every attempt, and each other decision its own', () => {
    const keys = createDecisionKeys();
    const approve = keys.keyFor('request-1', 'approved');
    expect(keys.keyFor('request-1', 'approved')).toBe(approve);
    expect(keys.keyFor('request-1', 'rejected')).not.toBe(approve);
    expect(keys.keyFor('request-2', 'approved')).not.toBe(approve);
  });

  it('makes keys the contract accepts', () => {
    expect(createDecisionKeys().keyFor('request-1', 'approved')).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});
