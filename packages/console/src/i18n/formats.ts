import { formatMoney } from '@platform/domain';
import type { ConsoleLocale } from './consoleCatalog.ts';

/** An amount in minor units as operators read it: grouped, two decimals, then the currency code (no symbol guesswork). */
export function moneyText(minor: number, currency: string, locale: ConsoleLocale): string {
  return `${formatMoney(minor, locale)} ${currency}`;
}

/** A timestamp in the operator's language and time zone, to the second (audit and queues compare times). */
export function dateTimeText(iso: string, locale: ConsoleLocale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(iso));
}
