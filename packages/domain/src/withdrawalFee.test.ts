import { describe, expect, it } from 'vitest';
import { withdrawalFeeMinor } from './withdrawalFee.ts';

describe('withdrawalFeeMinor', () => {
  it('charges the rate of the amount in basis points', () => {
    expect(withdrawalFeeMinor(100_000, 100)).toBe(1_000);
  });
  it('floors a fraction of a minor unit in the member’s favour', () => {
    expect(withdrawalFeeMinor(199, 100)).toBe(1);
    expect(withdrawalFeeMinor(99, 100)).toBe(0);
  });
  it('charges nothing at a zero rate or for no amount', () => {
    expect(withdrawalFeeMinor(50_000, 0)).toBe(0);
    expect(withdrawalFeeMinor(0, 100)).toBe(0);
    expect(withdrawalFeeMinor(Number.NaN, 100)).toBe(0);
  });
  it('stays exact at the largest request amount', () => {
    expect(withdrawalFeeMinor(100_000_000_000, 100)).toBe(1_000_000_000);
  });
});
