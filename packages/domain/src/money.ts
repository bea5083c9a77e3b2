import { formatExactDecimal, parseExactDecimal, truncateDecimal } from './decimal.ts';
import type { Locale } from './locale.ts';

/** An amount in hundredths of the currency unit (fen, cents). Always a safe integer; never a float. */
export type MinorUnits = number;

const amountTextPattern = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/**
 * '12.34' -> 1234, '12' -> 1200, '-0.5' -> -50, ' 7.1 ' -> 710.
 * Returns null for more than 2 decimals, exponents, grouping commas, empty or junk text, and amounts beyond
 * Number.MAX_SAFE_INTEGER minor units (they could not be represented exactly).
 */
export function parseAmountToMinorUnits(text: string): MinorUnits | null {
  const match = amountTextPattern.exec(text.trim());
  if (!match) return null;
  const minor = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const value = Number(minor);
  return match[1] === '-' && value !== 0 ? -value : value;
}

function assertMinorUnits(minor: MinorUnits): void {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Minor units must be a safe integer, got ${minor}`);
}

/** 1234 -> '12.34', -5 -> '-0.05'. Throws RangeError for a non-integer (a float leaked into money). */
export function minorUnitsToDecimalString(minor: MinorUnits): string {
  assertMinorUnits(minor);
  return formatExactDecimal({ negative: minor < 0, digits: BigInt(Math.abs(minor)), scale: 2 });
}

/**
 * Display rule of spec §5: cut to 2 decimals, never round. 1.999 -> '1.99', '0.1' -> '0.10'.
 * Negative amounts are cut toward zero (-1.999 -> '-1.99'), i.e. the magnitude is floored exactly like a positive
 * amount, so a value is never shown larger than it is in either direction; '-0.001' shows as '0.00'.
 * Returns '' for input that is not a number (NaN, Infinity, junk text), so nothing misleading is displayed.
 */
export function floorToTwoDecimals(value: number | string): string {
  const decimal = parseExactDecimal(value);
  return decimal ? formatExactDecimal(truncateDecimal(decimal, 2)) : '';
}

/**
 * The thousands separator of each shipped locale: all group in threes with ',' (the pseudo-locale is English's).
 * Grouped here rather than by `Intl.NumberFormat`: a page's first NumberFormat loads the locale's ICU data, one
 * 170 ms render of the first amount on Lighthouse's 4x slower phone, a long task in the home's hydration that no
 * slicing can split (issue 20, TBT). A locale that groups otherwise must say so here.
 */
const thousandsSeparators: Record<Locale, ','> = { 'zh-CN': ',', 'zh-HK': ',', 'en-US': ',', 'en-XA': ',' };

/** A non-negative safe integer in groups of three digits: 1234567 -> '1,234,567'. */
function groupedInteger(value: number, locale: Locale): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, thousandsSeparators[locale]);
}

/** 123456789 -> '1,234,567.89' (grouped per locale, always exactly 2 decimals). Throws RangeError for non-integers. */
export function formatMoney(minor: MinorUnits, locale: Locale): string {
  assertMinorUnits(minor);
  const magnitude = Math.abs(minor);
  const units = Math.floor(magnitude / 100);
  const hundredths = String(magnitude % 100).padStart(2, '0');
  // All three shipped locales use '.' as the decimal separator.
  return `${minor < 0 ? '-' : ''}${groupedInteger(units, locale)}.${hundredths}`;
}
