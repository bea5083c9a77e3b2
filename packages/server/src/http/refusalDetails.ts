import type { RefusalDetails } from '@platform/contract';
import { amountCurrencyDisplay, formatMoneyWithCurrency, type Locale } from '@platform/domain';
import type { RefusalFacts } from '../errors/refusalFacts.ts';
import type { Site } from '../sites/siteDirectory.ts';

const instantFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the site's wall clock, `2026-11-27 16:05`: the same in every language, unambiguous. */
export function wallClock(instant: Date, timeZone: string): string {
  let format = instantFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    instantFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

/** A refusal's facts as the words of its message, in the request's language and the site's time zone. */
export function refusalDetails(facts: RefusalFacts, locale: Locale, site: Site): RefusalDetails {
  const timeZone = site.config.timeZone;
  if ('usableFrom' in facts) return { usableFrom: wallClock(facts.usableFrom, timeZone) };
  if ('endsAt' in facts)
    return facts.endsAt ? { endsAt: wallClock(facts.endsAt, timeZone) } : { permanent: true };
  const money = formatMoneyWithCurrency(
    facts.left.amountMinor,
    locale,
    amountCurrencyDisplay(facts.left.currency, site.config.currencyDisplay),
  );
  const left = money.icon ? `${money.text} ${facts.left.currency}` : money.text;
  return facts.resetsAt ? { left, resetsAt: wallClock(facts.resetsAt, timeZone) } : { left };
}
