import { describe, expect, it } from 'vitest';
import { currencyCodeById, isSpecialTypeId } from './currency.ts';

describe('currencyCodeById (hgty)', () => {
  it.each([
    [1, 'USDT'],
    [2, 'USD'],
    [3, 'USDT'],
    [4, 'HHB'],
    [9, 'BOB'],
    [17, 'JPB'],
    [0, 'USDT'],
    [5, 'USDT'],
    [999, 'USDT'],
    [-1, 'USDT'],
  ])('%i -> %s', (id, code) => {
    expect(currencyCodeById(id)).toBe(code);
  });
});

describe('isSpecialTypeId: 2, 4-9 and 11-25', () => {
  const special = [2, 4, 5, 6, 7, 8, 9, 11, 12, 15, 20, 24, 25];
  const ordinary = [0, 1, 3, 10, 26, 100, -2, 4.5];
  it.each(special)('%d is special', (id) => expect(isSpecialTypeId(id)).toBe(true));
  it.each(ordinary)('%d is not special', (id) => expect(isSpecialTypeId(id)).toBe(false));

  it('agrees with the rule for every id from -5 to 40', () => {
    for (let id = -5; id <= 40; id += 1) {
      expect(isSpecialTypeId(id)).toBe(id === 2 || (id >= 4 && id <= 9) || (id >= 11 && id <= 25));
    }
  });
});
