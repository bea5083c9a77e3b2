import {
  floorToTwoDecimals,
  formatMoney,
  type Locale,
  type MinorUnits,
  parseAmountToMinorUnits,
} from '@platform/domain';

/**
 * An amount as the caller has it: integer minor units (ledger values) or a decimal value
 * (rates, coin conversions), which the domain floors to 2 decimals, never rounding up.
 */
export type MoneyAmount = { minor: MinorUnits } | { value: number | string };

export type MoneySign = 'negative' | 'zero' | 'positive';

export type FormattedMoney = { sign: MoneySign; magnitude: string };

/** Splits the sign off so the display can colour and prefix it; the magnitude is the domain's format. */
export function formatMoneyAmount(amount: MoneyAmount, locale: Locale): FormattedMoney | null {
  const minor = 'minor' in amount ? amount.minor : parseAmountToMinorUnits(floorToTwoDecimals(amount.value));
  if (minor === null || !Number.isSafeInteger(minor)) {
    return null;
  }
  const sign: MoneySign = minor < 0 ? 'negative' : minor > 0 ? 'positive' : 'zero';
  return { sign, magnitude: formatMoney(Math.abs(minor), locale) };
}
