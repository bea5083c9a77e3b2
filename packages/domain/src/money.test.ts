import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  floorToTwoDecimals,
  formatMoney,
  minorUnitsToDecimalString,
  parseAmountToMinorUnits,
} from './money.ts';

describe('parseAmountToMinorUnits', () => {
  it.each([
    ['12.34', 1234],
    ['12', 1200],
    ['12.3', 1230],
    ['0.01', 1],
    ['0', 0],
    [' 7.1 ', 710],
    ['-0.5', -50],
    ['-0', 0],
    ['90071992547409.91', 9007199254740991],
  ])('%j -> %j', (text, expected) => {
    expect(parseAmountToMinorUnits(text)).toBe(expected);
  });

  it.each([
    '1.999',
    '0.001',
    '',
    ' ',
    'abc',
    '12abc',
    '1,000.00',
    '1e3',
    '.5',
    '5.',
    '+5',
    '--5',
    '0x10',
    'NaN',
    'Infinity',
    '90071992547409.92',
    '99999999999999999999',
  ])('rejects %j', (text) => {
    expect(parseAmountToMinorUnits(text)).toBeNull();
  });
});

describe('minorUnitsToDecimalString', () => {
  it.each([
    [1234, '12.34'],
    [5, '0.05'],
    [0, '0.00'],
    [-5, '-0.05'],
    [-123456, '-1234.56'],
    [9007199254740991, '90071992547409.91'],
  ])('%j -> %j', (minor, expected) => {
    expect(minorUnitsToDecimalString(minor)).toBe(expected);
  });

  it('refuses a float, which would mean money went through floating point', () => {
    expect(() => minorUnitsToDecimalString(12.5)).toThrow(RangeError);
  });
});

describe('floorToTwoDecimals: display floors, never rounds', () => {
  it.each<[number | string, string]>([
    [1.999, '1.99'],
    ['1.999', '1.99'],
    [1.995, '1.99'],
    [0.1 + 0.2, '0.30'],
    [1.005, '1.00'],
    [2, '2.00'],
    ['0.1', '0.10'],
    [0.009, '0.00'],
    [123456789.129, '123456789.12'],
    [1e21, '1000000000000000000000.00'],
    [1e-7, '0.00'],
    [Number.MIN_VALUE, '0.00'],
    ['1e400', `1${'0'.repeat(400)}.00`],
    ['12.3456e2', '1234.56'],
    // Negative amounts are cut toward zero: the magnitude is floored exactly like a positive one.
    [-1.999, '-1.99'],
    ['-0.001', '0.00'],
    [-0, '0.00'],
  ])('%j -> %j', (value, expected) => {
    expect(floorToTwoDecimals(value)).toBe(expected);
  });

  it.each<number | string>([Number.NaN, Number.POSITIVE_INFINITY, 'abc', '', '1.2.3'])(
    '%j -> empty',
    (value) => {
      expect(floorToTwoDecimals(value)).toBe('');
    },
  );
});

describe('formatMoney', () => {
  it.each([
    [123456789, 'zh-CN', '1,234,567.89'],
    [123456789, 'zh-HK', '1,234,567.89'],
    [123456789, 'en-US', '1,234,567.89'],
    [5, 'en-US', '0.05'],
    [100, 'zh-CN', '1.00'],
    [-123456, 'en-US', '-1,234.56'],
    [9007199254740991, 'en-US', '90,071,992,547,409.91'],
  ] as const)('%j in %s -> %j', (minor, locale, expected) => {
    expect(formatMoney(minor, locale)).toBe(expected);
  });

  it('refuses non-integer minor units', () => {
    expect(() => formatMoney(0.5, 'zh-CN')).toThrow(RangeError);
  });
});

describe('money properties', () => {
  const safeMinorUnits = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });

  it('parse(minorUnitsToDecimalString(x)) gives x back for every safe integer', () => {
    fc.assert(
      fc.property(safeMinorUnits, (minor) => {
        expect(parseAmountToMinorUnits(minorUnitsToDecimalString(minor))).toBe(minor);
      }),
      { numRuns: 2000 },
    );
  });

  it('formatMoney is the decimal string with grouping commas', () => {
    fc.assert(
      fc.property(safeMinorUnits, (minor) => {
        expect(formatMoney(minor, 'en-US').replaceAll(',', '')).toBe(minorUnitsToDecimalString(minor));
      }),
      { numRuns: 2000 },
    );
  });

  it('floorToTwoDecimals cuts the typed digits after the second decimal, never rounding', () => {
    const decimalText = fc
      .tuple(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.stringMatching(/^\d{0,8}$/))
      .map(([whole, fraction]) => (fraction === '' ? String(whole) : `${whole}.${fraction}`));
    fc.assert(
      fc.property(decimalText, (text) => {
        const [whole = '', fraction = ''] = text.split('.');
        expect(floorToTwoDecimals(text)).toBe(`${whole}.${fraction.padEnd(2, '0').slice(0, 2)}`);
      }),
      { numRuns: 2000 },
    );
  });
});
