import { formatMoneyWithCurrency, type Locale } from '@platform/domain';
import type { Site } from '../sites/siteDirectory.ts';

/** How the demo venue's page writes its figures (money, the time of a heartbeat) for one site in one language. */
export type VenueFigures = { money: (minor: number) => string; time: (instant: Date) => string };

/**
 * The site's own money display and wall clock, as the app shows them: '¥1,000.00' on a symbol site; on a coin site
 * the amount followed by the coin's name ('1,000.00 博雅幣'), since the page, a sandboxed frame, cannot load the coin's
 * image (cross-origin-resource-policy: same-site); times in the site's time zone, in the page's language.
 */
export function venueFigures(site: Site, locale: Locale): VenueFigures {
  const clock = new Intl.DateTimeFormat(locale, { timeStyle: 'medium', timeZone: site.config.timeZone });
  return {
    money(minor) {
      const { text, icon } = formatMoneyWithCurrency(minor, locale, site.config.currencyDisplay);
      return icon ? `${text} ${icon.alt}` : text;
    },
    time: (instant) => clock.format(instant),
  };
}
