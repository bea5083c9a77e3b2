/** How a site shows its currency next to amounts: a text symbol (the yuan sign) or the site's icon image. */
export type CurrencyDisplay = { kind: 'symbol'; symbol: string } | { kind: 'icon'; src: string; alt: string };

/**
 * The currency of a site's own money: its central wallet and every venue wallet. Site configs fix how it is shown
 * (a symbol or the site's coin), not which it is; every shipped site keeps it in yuan.
 */
export const SITE_WALLET_CURRENCY = 'CNY';

/** A coin's code stands in for its symbol (USDT has no sign of its own). */
export function currencyCodeDisplay(code: string): CurrencyDisplay {
  return { kind: 'symbol', symbol: `${code} ` };
}

/**
 * How an amount in `code` is shown: the site's own display (its symbol or coin) only for the site's own
 * currency, the currency's code for any other (a USDT deposit reads USDT, never the site's coin).
 */
export function amountCurrencyDisplay(code: string, siteDisplay: CurrencyDisplay): CurrencyDisplay {
  return code === SITE_WALLET_CURRENCY ? siteDisplay : currencyCodeDisplay(code);
}

/**
 * A currency named in words (a pair in the exchange picker): the site's coin by its name on a site that shows its
 * money as a coin, so a member who only ever sees that coin never reads "CNY"; any other currency by its code.
 */
export function currencyName(code: string, siteDisplay: CurrencyDisplay): string {
  return code === SITE_WALLET_CURRENCY && siteDisplay.kind === 'icon' ? siteDisplay.alt : code;
}
