import { type MinorUnits, parseAmountToMinorUnits } from '../money.ts';
import { invalid, type ValidationResult, valid } from './validationCodes.ts';

/** An amount the member typed: positive, at most 2 decimals, within [minMinor, maxMinor] (inclusive, minor units). */
export function validateAmount(
  text: string,
  limits: { minMinor: MinorUnits; maxMinor: MinorUnits },
): ValidationResult {
  const trimmed = text.trim();
  if (trimmed === '') return invalid('AMOUNT_REQUIRED');
  if (/^-?\d+\.\d{3,}$/.test(trimmed)) return invalid('AMOUNT_TOO_MANY_DECIMALS');
  const minor = parseAmountToMinorUnits(trimmed);
  if (minor === null) return invalid('AMOUNT_INVALID');
  if (minor <= 0) return invalid('AMOUNT_NOT_POSITIVE');
  if (minor < limits.minMinor) return invalid('AMOUNT_BELOW_MINIMUM');
  if (minor > limits.maxMinor) return invalid('AMOUNT_ABOVE_MAXIMUM');
  return valid;
}
