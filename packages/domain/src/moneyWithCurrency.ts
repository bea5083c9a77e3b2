import type { CurrencyDisplay } from './currencyDisplay.ts';
import type { Locale } from './locale.ts';
import { formatMoney, type MinorUnits } from './money.ts';

/**
 * The site's currency display applied to an amount: '¥1,234.50' for a symbol site; for an icon site the text is the
 * bare amount and the UI renders `icon` (with its alt text) in front of it. Its own module: only text outside the
 * money components uses it (the app's live toasts), so it travels with them, not with every page's money format.
 */
export function formatMoneyWithCurrency(
  minor: MinorUnits,
  locale: Locale,
  display: CurrencyDisplay,
): { text: string; icon: { src: string; alt: string } | null } {
  const amount = formatMoney(minor, locale);
  switch (display.kind) {
    case 'symbol':
      return {
        text: amount.startsWith('-') ? `-${display.symbol}${amount.slice(1)}` : `${display.symbol}${amount}`,
        icon: null,
      };
    case 'icon':
      return { text: amount, icon: { src: display.src, alt: display.alt } };
    default:
      return display satisfies never;
  }
}
