import { invalid, type ValidationResult, valid } from './validationCodes.ts';

/** Luhn (mod 10) check digit over a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

/**
 * Bank card numbers: digits only (spaces and hyphens as typed are ignored), 12-19 digits.
 * The Luhn check is enforced only for international scheme cards (first digit 3 Amex/JCB/Diners, 4 Visa, 5 Mastercard):
 * UnionPay (62…) and Chinese domestic debit cards are not reliably Luhn-valid, and rejecting a real card is worse
 * than letting the bank reject a mistyped one.
 */
export function validateBankCardNumber(value: string): ValidationResult {
  const digits = value.replace(/[\s-]/g, '');
  if (digits === '') return invalid('BANK_CARD_REQUIRED');
  if (!/^\d{12,19}$/.test(digits)) return invalid('BANK_CARD_INVALID');
  if (/^[345]/.test(digits) && !passesLuhn(digits)) return invalid('BANK_CARD_INVALID');
  return valid;
}
