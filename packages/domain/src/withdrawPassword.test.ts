import { describe, expect, it } from 'vitest';
import { deriveWithdrawPasswordState } from './withdrawPassword.ts';

describe('deriveWithdrawPasswordState', () => {
  it.each([
    [
      { d: true, p: false },
      { enable: true, isUsed: false, isToSet: true },
    ],
    [
      { d: true, p: true },
      { enable: true, isUsed: true, isToSet: false },
    ],
    [
      { d: false, p: false },
      { enable: false, isUsed: false, isToSet: false },
    ],
    [
      { d: false, p: true },
      { enable: false, isUsed: true, isToSet: false },
    ],
  ])('%j -> %j', (config, expected) => {
    expect(deriveWithdrawPasswordState(config)).toEqual(expected);
  });
});
