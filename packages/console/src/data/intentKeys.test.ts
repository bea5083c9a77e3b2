import { IDEMPOTENCY_KEY_PATTERN } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { createIntentKeys } from './intentKeys.ts';

describe('intent keys', () => {
  it('gives one intent the same key on every attempt until it is done, then a new one', () => {
    const keys = createIntentKeys();
    const first = keys.keyFor('member-1:CNY:8800:birthday');
    expect(keys.keyFor('member-1:CNY:8800:birthday')).toBe(first);
    expect(keys.keyFor('member-1:CNY:9900:birthday')).not.toBe(first);
    keys.forget('member-1:CNY:8800:birthday');
    const second = keys.keyFor('member-1:CNY:8800:birthday');
    expect(second).not.toBe(first);
    expect(second).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });
});
