import { formatExactDecimal, multiplyDecimals, parseExactDecimal, truncateDecimal } from './decimal.ts';

/**
 * The exchange helper: amount × rate with exactly 2 decimals, floored like every money display
 * ('100', '6.8899' -> '688.99'). Computed in exact decimals, so 0.1 × 3 is '0.30', not '0.29'.
 * Returns '' when either input is not a number.
 */
export function exchangeAmount(amount: number | string, rate: number | string): string {
  const parsedAmount = parseExactDecimal(amount);
  const parsedRate = parseExactDecimal(rate);
  if (!parsedAmount || !parsedRate) return '';
  return formatExactDecimal(truncateDecimal(multiplyDecimals(parsedAmount, parsedRate), 2));
}
