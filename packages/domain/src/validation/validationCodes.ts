/** Every reason a member-facing field can be rejected. Each has a message in every file of `languages/`. */
export const validationCodes = [
  'ACCOUNT_NAME_REQUIRED',
  'ACCOUNT_NAME_INVALID',
  'BOUND_PHONE_REQUIRED',
  'BOUND_EMAIL_REQUIRED',
  'CAPTCHA_REQUIRED',
  'PHONE_CODE_REQUIRED',
  'EMAIL_CODE_REQUIRED',
  'PHONE_NUMBER_REQUIRED',
  'APPLICATION_AMOUNT_REQUIRED',
  'AREA_CODE_REQUIRED',
  'AREA_CODE_INVALID',
  'PHONE_NUMBER_INVALID',
  'EMAIL_REQUIRED',
  'EMAIL_INVALID',
  'PASSWORD_REQUIRED',
  'PASSWORD_LENGTH',
  'PASSWORD_LETTERS_AND_DIGITS',
  'PASSWORD_INVALID_CHARACTERS',
  'WITHDRAW_PASSWORD_REQUIRED',
  'WITHDRAW_PASSWORD_SIX_DIGITS',
  'AMOUNT_REQUIRED',
  'AMOUNT_INVALID',
  'AMOUNT_TOO_MANY_DECIMALS',
  'AMOUNT_NOT_POSITIVE',
  'AMOUNT_BELOW_MINIMUM',
  'AMOUNT_ABOVE_MAXIMUM',
  'BANK_CARD_REQUIRED',
  'BANK_CARD_INVALID',
  'USDT_ADDRESS_REQUIRED',
  'USDT_ADDRESS_INVALID_TRC20',
  'USDT_ADDRESS_INVALID_ERC20',
  'PERSON_NAME_INVALID',
  'REAL_NAME_LENGTH',
] as const;

export type ValidationCode = (typeof validationCodes)[number];

export type ValidationResult = { ok: true } | { ok: false; code: ValidationCode };

export const valid: ValidationResult = { ok: true };

export function invalid(code: ValidationCode): ValidationResult {
  return { ok: false, code };
}
