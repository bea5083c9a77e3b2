import { describe, expect, it } from 'vitest';
import { formatMoneyWithCurrency } from './moneyWithCurrency.ts';

describe('formatMoneyWithCurrency', () => {
  it('puts the yuan sign in front for a symbol site, after the minus sign', () => {
    expect(formatMoneyWithCurrency(150050, 'zh-CN', { kind: 'symbol', symbol: '¥' })).toEqual({
      text: '¥1,500.50',
      icon: null,
    });
    expect(formatMoneyWithCurrency(-100, 'zh-CN', { kind: 'symbol', symbol: '¥' }).text).toBe('-¥1.00');
  });

  it('returns the site icon beside the bare amount for an icon site', () => {
    const display = { kind: 'icon', src: '/site-assets/by/currency.svg', alt: 'BY coin' } as const;
    expect(formatMoneyWithCurrency(99, 'zh-HK', display)).toEqual({
      text: '0.99',
      icon: { src: '/site-assets/by/currency.svg', alt: 'BY coin' },
    });
  });
});
