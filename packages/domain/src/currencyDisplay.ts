/** How a site shows its currency next to amounts: a text symbol (the yuan sign) or the site's icon image. */
export type CurrencyDisplay = { kind: 'symbol'; symbol: string } | { kind: 'icon'; src: string; alt: string };
