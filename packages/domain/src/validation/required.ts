import { invalid, type ValidationCode, type ValidationResult, valid } from './validationCodes.ts';

/** The fields spec §5 lists with a "required" prompt. */
export const requiredFields = [
  'accountName',
  'boundPhone',
  'boundEmail',
  'captcha',
  'phoneCode',
  'emailCode',
  'phoneNumber',
  'applicationAmount',
] as const;

export type RequiredField = (typeof requiredFields)[number];

const requiredCodes = {
  accountName: 'ACCOUNT_NAME_REQUIRED',
  boundPhone: 'BOUND_PHONE_REQUIRED',
  boundEmail: 'BOUND_EMAIL_REQUIRED',
  captcha: 'CAPTCHA_REQUIRED',
  phoneCode: 'PHONE_CODE_REQUIRED',
  emailCode: 'EMAIL_CODE_REQUIRED',
  phoneNumber: 'PHONE_NUMBER_REQUIRED',
  applicationAmount: 'APPLICATION_AMOUNT_REQUIRED',
} as const satisfies Record<RequiredField, ValidationCode>;

/** Fails with the field's own prompt when the value is missing or only whitespace. */
export function validateRequired(field: RequiredField, value: string | null | undefined): ValidationResult {
  return value == null || value.trim() === '' ? invalid(requiredCodes[field]) : valid;
}
