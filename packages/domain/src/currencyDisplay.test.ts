import { describe, expect, it, test } from 'vitest';
import { amountCurrencyDisplay, currencyName, SITE_WALLET_CURRENCY } from './currencyDisplay.ts';

const siteCoin = { kind: 'icon', src: '/site-assets/betwin/currency.svg', alt: 'BetWin coin' } as const;

describe('the currency an amount is shown in', () => {
  test("the site's own currency keeps the site's display", () => {
    expect(amountCurrencyDisplay(SITE_WALLET_CURRENCY, siteCoin)).toEqual(siteCoin);
  });

  test("any other currency reads its own code, never the site's coin", () => {
    expect(amountCurrencyDisplay('USDT', siteCoin)).toEqual({ kind: 'symbol', symbol: 'USDT ' });
  });
});

describe('currencyName', () => {
  const coin = { kind: 'icon', src: '/site-assets/by/coin.svg', alt: '博雅幣' } as const;
  const yuan = { kind: 'symbol', symbol: '¥' } as const;
  it("names the site's own currency by its coin where the site shows a coin, and by its code otherwise", () => {
    expect(currencyName('CNY', coin)).toBe('博雅幣');
    expect(currencyName('CNY', yuan)).toBe('CNY');
  });
  it('names every other currency by its code', () => {
    expect(currencyName('USDT', coin)).toBe('USDT');
  });
});
