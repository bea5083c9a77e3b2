import { invalid, type ValidationResult, valid } from './validationCodes.ts';

/**
 * The withdrawal password is a 6-digit PIN, separate from the login password: members type it on a numeric
 * keypad at every withdrawal, and the server enforces the same rule (code WITHDRAW_PASSWORD_FORMAT).
 */
export const WITHDRAW_PASSWORD_PATTERN = /^\d{6}$/;

export function validateWithdrawPassword(value: string): ValidationResult {
  if (value === '') return invalid('WITHDRAW_PASSWORD_REQUIRED');
  if (!WITHDRAW_PASSWORD_PATTERN.test(value)) return invalid('WITHDRAW_PASSWORD_SIX_DIGITS');
  return valid;
}
