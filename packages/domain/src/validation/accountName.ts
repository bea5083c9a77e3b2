import { invalid, type ValidationResult, valid } from './validationCodes.ts';

const accountNamePattern = /^[A-Za-z0-9]{4,11}$/;

/** Spec §5: 4-11 ASCII letters and digits. Surrounding spaces are not trimmed: the name is used exactly as typed. */
export function validateAccountName(value: string): ValidationResult {
  if (value.trim() === '') return invalid('ACCOUNT_NAME_REQUIRED');
  return accountNamePattern.test(value) ? valid : invalid('ACCOUNT_NAME_INVALID');
}
