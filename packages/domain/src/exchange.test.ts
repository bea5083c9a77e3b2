import { describe, expect, it } from 'vitest';
import { exchangeAmount } from './exchange.ts';

describe('exchangeAmount gives 2 decimals, floored', () => {
  it.each<[number | string, number | string, string]>([
    ['100', '6.8899', '688.99'],
    [100, 7.2, '720.00'],
    [0.1, 3, '0.30'],
    ['1.23', '1', '1.23'],
    ['1', '0.333', '0.33'],
    ['2', '0.999', '1.99'],
    ['0', '7.1', '0.00'],
    ['123456789.12', '7.12345678', '879439101.49'], // exact product 879439101.4938942336,
    ['-10', '0.555', '-5.55'],
  ])('%j × %j -> %j', (amount, rate, expected) => {
    expect(exchangeAmount(amount, rate)).toBe(expected);
  });

  it('returns empty for input that is not a number', () => {
    expect(exchangeAmount('abc', 1)).toBe('');
    expect(exchangeAmount(1, Number.NaN)).toBe('');
  });
});
