import { invalid, type ValidationResult, valid } from './validationCodes.ts';

/**
 * The spec leaves password bounds open (§5 "not shown"); we chose 6-20 characters containing at least one letter and
 * one digit, printable ASCII only (no spaces), which is what members of these sites are used to and survives the
 * RSA-encrypted transport unchanged.
 */
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 20;

export function validatePassword(value: string): ValidationResult {
  if (value === '') return invalid('PASSWORD_REQUIRED');
  if (!/^[\x21-\x7E]*$/.test(value)) return invalid('PASSWORD_INVALID_CHARACTERS');
  if (value.length < PASSWORD_MIN_LENGTH || value.length > PASSWORD_MAX_LENGTH)
    return invalid('PASSWORD_LENGTH');
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) return invalid('PASSWORD_LETTERS_AND_DIGITS');
  return valid;
}
