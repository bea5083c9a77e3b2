import fc from 'fast-check';
import nzh from 'nzh/cn';
import { describe, expect, it } from 'vitest';
import { showsChineseCapitalAmount, toChineseCapitalAmount } from './chineseCapitalAmount.ts';

describe('toChineseCapitalAmount', () => {
  it.each<[string | number, string]>([
    ['1000010.05', '壹佰万零壹拾元零伍分'],
    [1000010.05, '壹佰万零壹拾元零伍分'],
    ['0', '零元整'],
    ['0.00', '零元整'],
    ['0.05', '伍分'],
    ['0.5', '伍角'],
    ['1.5', '壹元伍角'],
    ['10', '壹拾元整'],
    ['20.01', '贰拾元零壹分'],
    ['1010', '壹仟零壹拾元整'],
    ['10001', '壹万零壹元整'],
    ['100000', '壹拾万元整'],
    ['1001001', '壹佰万壹仟零壹元整'],
    ['100010000', '壹亿零壹万元整'],
    ['10000000001', '壹佰亿零壹元整'],
    ['1000000000000', '壹万亿元整'],
    ['1000000001000', '壹万亿零壹仟元整'],
    ['1000010000000', '壹万亿零壹仟万元整'],
    ['200001000', '贰亿零壹仟元整'],
    ['999999999999999.99', '玖佰玖拾玖万玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分'],
    // Beyond 2 decimals the amount is floored to the fen, never rounded.
    ['1.999', '壹元玖角玖分'],
    [' 12 ', '壹拾贰元整'],
    ['-5.5', '负伍元伍角'],
  ])('%j -> %s', (amount, expected) => {
    expect(toChineseCapitalAmount(amount)).toBe(expected);
  });

  it.each<string | number>([
    '1000000000000000',
    1e15,
    '1000000000000000.01',
    2e20,
    '',
    '   ',
    'abc',
    '1.2.3',
    Number.NaN,
  ])('%j -> empty (1e15 or more, empty or not a number)', (amount) => {
    expect(toChineseCapitalAmount(amount)).toBe('');
  });

  it('matches the nzh package for thousands of random amounts below 1e15 with up to 2 decimals', () => {
    const amountText = fc
      .tuple(
        fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 2 }),
      )
      .map(([yuan, fen, decimals]) => {
        if (decimals === 0) return String(yuan);
        const fraction = String(fen).padStart(2, '0');
        return `${yuan}.${decimals === 1 ? fraction.slice(0, 1) : fraction}`;
      });
    // Amounts with many zero digits are where capital numerals go wrong, so mix them in deliberately.
    const sparseAmountText = fc
      .array(fc.constantFrom('0', '0', '0', '1', '5', '9'), { minLength: 1, maxLength: 15 })
      .chain((digits) =>
        fc
          .constantFrom('', '.0', '.05', '.5', '.50', '.00')
          .map((fraction) => `${digits.join('')}${fraction}`),
      );
    fc.assert(
      fc.property(fc.oneof(amountText, sparseAmountText), (text) => {
        // Convention differences from nzh, normalised here (everything else must match character for character):
        // - nzh decides 整 from the input text ('1.00' -> 壹元, '1' -> 壹元整); we decide it from the value, so a whole
        //   amount always ends in 整. Dropping an all-zero fraction before asking nzh aligns the two.
        // - we leave out the '人民币' prefix (outSymbol: false).
        // - nzh misreads leading zeros ('007'), which members do not type; they are stripped for the oracle.
        // - when the 亿 group is all zeros between a 万亿 group and a 万 group of 1000 or more, nzh reads in 8-digit
        //   sections and omits the 零 (壹万亿壹仟万); we follow the textbook four-digit-level rule, where a skipped
        //   level reads 零 (壹万亿零壹仟万), as both of us do at every other level (贰亿零壹仟). Ours is mapped to nzh's.
        const normalised = text.replace(/^0+(?=\d)/, '').replace(/\.0*$/, '');
        const expected = nzh.toMoney(normalised, { outSymbol: false });
        const ours = toChineseCapitalAmount(text).replace(/万亿零(?=[^万元]仟[^万元]*万)/, '万亿');
        expect(ours).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('where the capital amount is shown', () => {
  it('to Chinese readers of a yuan amount', () => {
    expect(showsChineseCapitalAmount('zh-CN', 'CNY')).toBe(true);
    expect(showsChineseCapitalAmount('zh-HK', 'CNY')).toBe(true);
  });

  it('never on an English page, nor in 元 under an amount that is not yuan', () => {
    expect(showsChineseCapitalAmount('en-US', 'CNY')).toBe(false);
    expect(showsChineseCapitalAmount('en-XA', 'CNY')).toBe(false);
    expect(showsChineseCapitalAmount('zh-CN', 'USDT')).toBe(false);
  });
});
