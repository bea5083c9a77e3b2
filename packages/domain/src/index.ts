export * from './chineseCapitalAmount.ts';
export * from './constants.ts';
export * from './contentImageUrl.ts';
export * from './currency.ts';
export * from './currencyDisplay.ts';
export * from './dateRange.ts';
export * from './deviceId.ts';
export * from './exchange.ts';
export * from './glossary.ts';
export * from './i18n/pseudoLocalise.ts';
export * from './imageUrl.ts';
export * from './intlFormats.ts';
export * from './locale.ts';
export * from './money.ts';
export * from './moneyWithCurrency.ts';
export * from './recommendedMatches.ts';
export * from './recordStatuses.ts';
export * from './routePaths.ts';
export * from './saferPlay.ts';
export * from './staleness.ts';
export * from './storageKeys.ts';
export { validateAccountName } from './validation/accountName.ts';
export { validateAmount } from './validation/amount.ts';
export { passesLuhn, validateBankCardNumber } from './validation/bankCard.ts';
export { validateEmail } from './validation/email.ts';
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, validatePassword } from './validation/password.ts';
export {
  REAL_NAME_MAX_LENGTH,
  REAL_NAME_MIN_LENGTH,
  validatePersonName,
  validateRealName,
} from './validation/personName.ts';
export { validateAreaCode, validatePhoneNumber } from './validation/phoneNumber.ts';
export { type RequiredField, requiredFields, validateRequired } from './validation/required.ts';
export { prefixedNumberMatcher, sha256Hex } from './validation/sha256.ts';
export { validateUsdtAddress } from './validation/usdtAddress.ts';
export { type ValidationCode, type ValidationResult, validationCodes } from './validation/validationCodes.ts';
export { validationMessage } from './validation/validationMessages.ts';
export { validateWithdrawPassword, WITHDRAW_PASSWORD_PATTERN } from './validation/withdrawPassword.ts';
export * from './venueBackPath.ts';
export * from './withdrawalAccounts.ts';
export * from './withdrawalFee.ts';
export * from './withdrawPassword.ts';
