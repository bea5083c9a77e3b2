import type { Locale } from '../locale.ts';
import type { ValidationCode } from './validationCodes.ts';

const messages = {
  ACCOUNT_NAME_REQUIRED: {
    'zh-CN': '请输入账号',
    'zh-HK': '請輸入賬號',
    'en-US': 'Please enter your account name',
  },
  ACCOUNT_NAME_INVALID: {
    'zh-CN': '账号须为4-11位字母或数字',
    'zh-HK': '賬號須為4-11位字母或數字',
    'en-US': 'Account name must be 4-11 letters or digits',
  },
  BOUND_PHONE_REQUIRED: {
    'zh-CN': '请输入绑定手机号',
    'zh-HK': '請輸入綁定手機號碼',
    'en-US': 'Please enter your bound phone number',
  },
  BOUND_EMAIL_REQUIRED: {
    'zh-CN': '请输入绑定邮箱',
    'zh-HK': '請輸入綁定郵箱',
    'en-US': 'Please enter your bound email',
  },
  CAPTCHA_REQUIRED: {
    'zh-CN': '请输入图形验证码',
    'zh-HK': '請輸入圖形驗證碼',
    'en-US': 'Please enter the captcha',
  },
  PHONE_CODE_REQUIRED: {
    'zh-CN': '请输入手机验证码',
    'zh-HK': '請輸入手機驗證碼',
    'en-US': 'Please enter the phone verification code',
  },
  EMAIL_CODE_REQUIRED: {
    'zh-CN': '请输入邮箱验证码',
    'zh-HK': '請輸入郵箱驗證碼',
    'en-US': 'Please enter the email verification code',
  },
  PHONE_NUMBER_REQUIRED: {
    'zh-CN': '请输入手机号',
    'zh-HK': '請輸入手機號碼',
    'en-US': 'Please enter your phone number',
  },
  APPLICATION_AMOUNT_REQUIRED: {
    'zh-CN': '请输入申请金额',
    'zh-HK': '請輸入申請金額',
    'en-US': 'Please enter the application amount',
  },
  AREA_CODE_REQUIRED: { 'zh-CN': '请选择区号', 'zh-HK': '請選擇區號', 'en-US': 'Please choose an area code' },
  AREA_CODE_INVALID: {
    'zh-CN': '区号格式不正确',
    'zh-HK': '區號格式不正確',
    'en-US': 'The area code is not valid',
  },
  PHONE_NUMBER_INVALID: {
    'zh-CN': '手机号格式不正确',
    'zh-HK': '手機號碼格式不正確',
    'en-US': 'This phone number is not valid for the chosen area code',
  },
  EMAIL_REQUIRED: { 'zh-CN': '请输入邮箱', 'zh-HK': '請輸入郵箱', 'en-US': 'Please enter your email' },
  EMAIL_INVALID: {
    'zh-CN': '邮箱格式不正确',
    'zh-HK': '郵箱格式不正確',
    'en-US': 'This email address is not valid',
  },
  PASSWORD_REQUIRED: { 'zh-CN': '请输入密码', 'zh-HK': '請輸入密碼', 'en-US': 'Please enter a password' },
  PASSWORD_LENGTH: {
    'zh-CN': '密码须为6-20位',
    'zh-HK': '密碼須為6-20位',
    'en-US': 'Password must be 6-20 characters',
  },
  PASSWORD_LETTERS_AND_DIGITS: {
    'zh-CN': '密码须同时包含字母和数字',
    'zh-HK': '密碼須同時包含字母和數字',
    'en-US': 'Password must contain both letters and digits',
  },
  PASSWORD_INVALID_CHARACTERS: {
    'zh-CN': '密码不能包含空格或特殊字符',
    'zh-HK': '密碼不能包含空格或特殊字符',
    'en-US': 'Password may not contain spaces or non-ASCII characters',
  },
  WITHDRAW_PASSWORD_REQUIRED: {
    'zh-CN': '请输入取款密码',
    'zh-HK': '請輸入取款密碼',
    'en-US': 'Please enter your withdrawal password',
  },
  WITHDRAW_PASSWORD_SIX_DIGITS: {
    'zh-CN': '取款密码须为6位数字',
    'zh-HK': '取款密碼須為6位數字',
    'en-US': 'The withdrawal password must be 6 digits',
  },
  AMOUNT_REQUIRED: { 'zh-CN': '请输入金额', 'zh-HK': '請輸入金額', 'en-US': 'Please enter an amount' },
  AMOUNT_INVALID: {
    'zh-CN': '请输入正确的金额',
    'zh-HK': '請輸入正確的金額',
    'en-US': 'Please enter a valid amount',
  },
  AMOUNT_TOO_MANY_DECIMALS: {
    'zh-CN': '金额最多保留两位小数',
    'zh-HK': '金額最多保留兩位小數',
    'en-US': 'An amount can have at most 2 decimal places',
  },
  AMOUNT_NOT_POSITIVE: {
    'zh-CN': '金额须大于0',
    'zh-HK': '金額須大於0',
    'en-US': 'The amount must be greater than 0',
  },
  AMOUNT_BELOW_MINIMUM: {
    'zh-CN': '金额低于最低限额',
    'zh-HK': '金額低於最低限額',
    'en-US': 'The amount is below the minimum',
  },
  AMOUNT_ABOVE_MAXIMUM: {
    'zh-CN': '金额超过最高限额',
    'zh-HK': '金額超過最高限額',
    'en-US': 'The amount is above the maximum',
  },
  BANK_CARD_REQUIRED: {
    'zh-CN': '请输入银行卡号',
    'zh-HK': '請輸入銀行卡號',
    'en-US': 'Please enter your bank card number',
  },
  BANK_CARD_INVALID: {
    'zh-CN': '银行卡号不正确',
    'zh-HK': '銀行卡號不正確',
    'en-US': 'This bank card number is not valid',
  },
  USDT_ADDRESS_REQUIRED: {
    'zh-CN': '请输入钱包地址',
    'zh-HK': '請輸入錢包地址',
    'en-US': 'Please enter a wallet address',
  },
  USDT_ADDRESS_INVALID_TRC20: {
    'zh-CN': '请输入正确的TRC20地址',
    'zh-HK': '請輸入正確的TRC20地址',
    'en-US': 'Please enter a valid TRC20 address',
  },
  USDT_ADDRESS_INVALID_ERC20: {
    'zh-CN': '请输入正确的ERC20地址',
    'zh-HK': '請輸入正確的ERC20地址',
    'en-US': 'Please enter a valid ERC20 address',
  },
  PERSON_NAME_INVALID: {
    'zh-CN': '姓名不能包含标签、方向控制符或不可见字符',
    'zh-HK': '姓名不能包含標籤、方向控制符或不可見字元',
    'en-US': 'The name must not contain markup, direction controls or invisible characters',
  },
  REAL_NAME_LENGTH: {
    'zh-CN': '真实姓名须为2-40个字符',
    'zh-HK': '真實姓名須為2-40個字元',
    'en-US': 'Your real name must be 2-40 characters',
  },
} as const satisfies Record<ValidationCode, Record<Locale, string>>;

/** The member-facing text for a validation failure, in the member's language. */
export function validationMessage(code: ValidationCode, locale: Locale): string {
  return messages[code][locale];
}
