import { describe, expect, test } from 'vitest';
import { amountCurrencyDisplay, SITE_WALLET_CURRENCY } from './currencyDisplay.ts';

const siteCoin = { kind: 'icon', src: '/site-assets/betwin/currency.svg', alt: 'BetWin coin' } as const;

describe('the currency an amount is shown in', () => {
  test("the site's own currency keeps the site's display", () => {
    expect(amountCurrencyDisplay(SITE_WALLET_CURRENCY, siteCoin)).toEqual(siteCoin);
  });

  test("any other currency reads its own code, never the site's coin", () => {
    expect(amountCurrencyDisplay('USDT', siteCoin)).toEqual({ kind: 'symbol', symbol: 'USDT ' });
  });
});
