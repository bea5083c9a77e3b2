import { describe, expect, it } from 'vitest';
import { locales } from '../locale.ts';
import { validateAccountName } from './accountName.ts';
import { validateAmount } from './amount.ts';
import { passesLuhn, validateBankCardNumber } from './bankCard.ts';
import { validateEmail } from './email.ts';
import { validatePassword } from './password.ts';
import { validatePersonName, validateRealName } from './personName.ts';
import { validateAreaCode, validatePhoneNumber } from './phoneNumber.ts';
import { requiredFields, validateRequired } from './required.ts';
import { type ValidationCode, validationCodes } from './validationCodes.ts';
import { validationMessage } from './validationMessages.ts';
import { validateWithdrawPassword } from './withdrawPassword.ts';

function codeOf(result: { ok: true } | { ok: false; code: ValidationCode }): ValidationCode | 'ok' {
  return result.ok ? 'ok' : result.code;
}

describe('validatePersonName: no markup, direction controls or invisible characters', () => {
  it.each(['张三', 'Zhang San', "O'Brien-Smith", 'José Álvarez', '陳大文'])('accepts %j', (name) => {
    expect(codeOf(validatePersonName(name))).toBe('ok');
  });
  it.each([
    '<b>张三</b>',
    'a<script>',
    'abc\u202Etxt.exe',
    'ab\u2067cd',
    'zhang\u200Bsan',
    'zh\uFEFFang',
    'tab\there',
    'nul\u0000',
  ])('refuses %j', (name) => {
    expect(codeOf(validatePersonName(name))).toBe('PERSON_NAME_INVALID');
  });
});

describe('validateRealName: 2-40 characters, then the person-name rule', () => {
  it.each(['张三', ' 陳大文 ', 'A'.repeat(40), '𠀋𠀋'])('accepts %j', (name) => {
    expect(codeOf(validateRealName(name))).toBe('ok');
  });
  it.each(['', '   ', '张', 'A'.repeat(41)])('refuses %j for its length', (name) => {
    expect(codeOf(validateRealName(name))).toBe('REAL_NAME_LENGTH');
  });
  it('refuses markup with the person-name message', () => {
    expect(codeOf(validateRealName('<b>张三</b>'))).toBe('PERSON_NAME_INVALID');
  });
});

describe('validateAccountName: 4-11 letters and digits', () => {
  it.each(['abcd', 'abc1', 'A1b2C3d4E5f', '1234', 'ZZZZZZZZZZZ'])('accepts %j', (name) => {
    expect(codeOf(validateAccountName(name))).toBe('ok');
  });
  it.each(['abc', 'abcdefghijkl', 'ab_cd', 'ab cd', 'abcd!', '用户名称好', ' abcd', 'abcd\n'])(
    'rejects %j',
    (name) => {
      expect(codeOf(validateAccountName(name))).toBe('ACCOUNT_NAME_INVALID');
    },
  );
  it.each(['', '   '])('asks for it when %j', (name) => {
    expect(codeOf(validateAccountName(name))).toBe('ACCOUNT_NAME_REQUIRED');
  });
});

describe('validateRequired: the prompts of spec §5', () => {
  it.each([
    ['accountName', 'ACCOUNT_NAME_REQUIRED', '请输入账号', '請輸入賬號', 'Please enter your account name'],
    [
      'boundPhone',
      'BOUND_PHONE_REQUIRED',
      '请输入绑定手机号',
      '請輸入綁定手機號碼',
      'Please enter your bound phone number',
    ],
    [
      'boundEmail',
      'BOUND_EMAIL_REQUIRED',
      '请输入绑定邮箱',
      '請輸入綁定郵箱',
      'Please enter your bound email',
    ],
    ['captcha', 'CAPTCHA_REQUIRED', '请输入图形验证码', '請輸入圖形驗證碼', 'Please enter the captcha'],
    [
      'phoneCode',
      'PHONE_CODE_REQUIRED',
      '请输入手机验证码',
      '請輸入手機驗證碼',
      'Please enter the phone verification code',
    ],
    [
      'emailCode',
      'EMAIL_CODE_REQUIRED',
      '请输入邮箱验证码',
      '請輸入郵箱驗證碼',
      'Please enter the email verification code',
    ],
    [
      'phoneNumber',
      'PHONE_NUMBER_REQUIRED',
      '请输入手机号',
      '請輸入手機號碼',
      'Please enter your phone number',
    ],
    [
      'applicationAmount',
      'APPLICATION_AMOUNT_REQUIRED',
      '请输入申请金额',
      '請輸入申請金額',
      'Please enter the application amount',
    ],
  ] as const)('%s: %s', (field, code, zhCN, zhHK, enUS) => {
    for (const empty of ['', '  ', null, undefined])
      expect(validateRequired(field, empty)).toEqual({ ok: false, code });
    expect(validateRequired(field, 'x')).toEqual({ ok: true });
    expect(validationMessage(code, 'zh-CN')).toBe(zhCN);
    expect(validationMessage(code, 'zh-HK')).toBe(zhHK);
    expect(validationMessage(code, 'en-US')).toBe(enUS);
  });

  it('covers exactly the fields the spec lists', () => {
    expect(requiredFields).toHaveLength(8);
  });
});

describe('validationMessage', () => {
  it('has a distinct, non-empty message for every code in every locale', () => {
    for (const locale of locales) {
      const texts = validationCodes.map((code) => validationMessage(code, locale));
      expect(texts.every((text) => text.trim().length > 0)).toBe(true);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('speaks the member’s language', () => {
    expect(validationMessage('AREA_CODE_REQUIRED', 'zh-CN')).toBe('请选择区号');
    expect(validationMessage('AREA_CODE_REQUIRED', 'zh-HK')).toBe('請選擇區號');
    expect(validationMessage('AREA_CODE_REQUIRED', 'en-US')).toBe('Please choose an area code');
  });
});

describe('validateAreaCode', () => {
  it.each(['+86', '86', '+852', '0086', '+1', '+1264'])('accepts %j', (code) => {
    expect(codeOf(validateAreaCode(code))).toBe('ok');
  });
  it.each(['', '  '])('requires one (%j)', (code) => {
    expect(codeOf(validateAreaCode(code))).toBe('AREA_CODE_REQUIRED');
  });
  it.each(['+', '+0', '+12345', 'abc', '++86'])('rejects %j', (code) => {
    expect(codeOf(validateAreaCode(code))).toBe('AREA_CODE_INVALID');
  });
});

describe('validatePhoneNumber per area code', () => {
  it.each([
    ['+86', '13812345678'],
    ['+86', '199 1234 5678'],
    ['+852', '51234567'],
    ['+852', '9123-4567'],
    ['+853', '66123456'],
    ['+886', '0912345678'],
    ['+886', '912345678'],
    ['+1', '2025550123'],
    ['+44', '07700900123'],
    ['+44', '7700900123'],
    ['+63', '09171234567'],
    ['+66', '0812345678'],
    ['+84', '0912345678'],
    ['+60', '0123456789'],
    ['+60', '01123456789'],
    ['+65', '81234567'],
    ['+62', '081234567890'],
    ['+81', '09012345678'],
    ['+82', '01012345678'],
    ['+49', '15112345678'],
    ['+971', '501234567'],
  ])('%s %s is valid', (areaCode, number) => {
    expect(codeOf(validatePhoneNumber(areaCode, number))).toBe('ok');
  });

  it.each([
    ['+86', '12812345678'],
    ['+86', '1381234567'],
    ['+86', '138123456789'],
    ['+852', '31234567'],
    ['+852', '5123456'],
    ['+853', '56123456'],
    ['+886', '0812345678'],
    ['+1', '1025550123'],
    ['+1', '202555012'],
    ['+44', '02079460000'],
    ['+63', '08171234567'],
    ['+66', '0212345678'],
    ['+84', '0212345678'],
    ['+60', '0312345678'],
    ['+65', '61234567'],
    ['+62', '021234567'],
    ['+81', '0312345678'],
    ['+82', '0212345678'],
    ['+49', '12345'],
    ['+971', '5012345678901234'],
    ['+86', '1381234567a'],
  ])('%s %s is rejected', (areaCode, number) => {
    expect(codeOf(validatePhoneNumber(areaCode, number))).toBe('PHONE_NUMBER_INVALID');
  });

  it('asks for the area code and the number first', () => {
    expect(codeOf(validatePhoneNumber('', '13812345678'))).toBe('AREA_CODE_REQUIRED');
    expect(codeOf(validatePhoneNumber('+86', ' '))).toBe('PHONE_NUMBER_REQUIRED');
  });
});

describe('validateEmail', () => {
  it.each([
    'a@b.co',
    'first.last+tag@mail.example.com',
    'x_y-z@sub-domain.example.org',
    ' user@example.com ',
  ])('accepts %j', (email) => expect(codeOf(validateEmail(email))).toBe('ok'));
  it.each([
    'plain',
    'a@b',
    'a@b.c',
    '@example.com',
    'a@@example.com',
    'a b@example.com',
    '.a@example.com',
    'a.@example.com',
    'a..b@example.com',
    'a@-example.com',
    'a@example..com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('rejects %j', (email) => expect(codeOf(validateEmail(email))).toBe('EMAIL_INVALID'));
  it('asks for it when empty', () => expect(codeOf(validateEmail(''))).toBe('EMAIL_REQUIRED'));
});

describe('validatePassword: 6-20 characters with letters and digits', () => {
  it.each(['abc123', 'A1b2C3d4E5f6G7h8I9j0', 'pass!@#1', 'Z9zzzz'])('accepts %j', (password) => {
    expect(codeOf(validatePassword(password))).toBe('ok');
  });
  it.each([
    ['', 'PASSWORD_REQUIRED'],
    ['ab12', 'PASSWORD_LENGTH'],
    ['abc12', 'PASSWORD_LENGTH'],
    ['A1b2C3d4E5f6G7h8I9j0k', 'PASSWORD_LENGTH'],
    ['abcdefgh', 'PASSWORD_LETTERS_AND_DIGITS'],
    ['12345678', 'PASSWORD_LETTERS_AND_DIGITS'],
    ['abc 123', 'PASSWORD_INVALID_CHARACTERS'],
    ['密码abc123', 'PASSWORD_INVALID_CHARACTERS'],
  ])('%j -> %s', (password, code) => {
    expect(codeOf(validatePassword(password))).toBe(code);
  });
});

describe('validateWithdrawPassword: a 6-digit PIN', () => {
  it('accepts six digits', () => expect(codeOf(validateWithdrawPassword('012345'))).toBe('ok'));
  it.each([
    ['', 'WITHDRAW_PASSWORD_REQUIRED'],
    ['12345', 'WITHDRAW_PASSWORD_SIX_DIGITS'],
    ['1234567', 'WITHDRAW_PASSWORD_SIX_DIGITS'],
    ['abc123', 'WITHDRAW_PASSWORD_SIX_DIGITS'],
    ['１２３４５６', 'WITHDRAW_PASSWORD_SIX_DIGITS'],
  ])('%j -> %s', (password, code) => {
    expect(codeOf(validateWithdrawPassword(password))).toBe(code);
  });
});

describe('validateAmount', () => {
  const limits = { minMinor: 10_000, maxMinor: 5_000_000 };
  it.each([
    ['100', 'ok'],
    ['100.00', 'ok'],
    ['50000', 'ok'],
    ['1234.5', 'ok'],
    ['', 'AMOUNT_REQUIRED'],
    ['  ', 'AMOUNT_REQUIRED'],
    ['100.001', 'AMOUNT_TOO_MANY_DECIMALS'],
    ['abc', 'AMOUNT_INVALID'],
    ['1e3', 'AMOUNT_INVALID'],
    ['1,000', 'AMOUNT_INVALID'],
    ['0', 'AMOUNT_NOT_POSITIVE'],
    ['0.00', 'AMOUNT_NOT_POSITIVE'],
    ['-100', 'AMOUNT_NOT_POSITIVE'],
    ['99.99', 'AMOUNT_BELOW_MINIMUM'],
    ['50000.01', 'AMOUNT_ABOVE_MAXIMUM'],
  ])('%j -> %s', (text, code) => {
    expect(codeOf(validateAmount(text, limits))).toBe(code);
  });
});

describe('validateBankCardNumber', () => {
  it('computes Luhn', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
  });
  it.each([
    '4111111111111111',
    '4111 1111 1111 1111',
    '5555555555554444',
    '378282246310005',
    '6222021234567890123',
    '6228480402564890018',
    '621700123456',
  ])('accepts %j', (card) => expect(codeOf(validateBankCardNumber(card))).toBe('ok'));
  it.each([
    '4111111111111112',
    '5555555555554445',
    '12345678901',
    '12345678901234567890',
    '6222abc234567890',
  ])('rejects %j', (card) => expect(codeOf(validateBankCardNumber(card))).toBe('BANK_CARD_INVALID'));
  it('asks for it when empty', () => expect(codeOf(validateBankCardNumber(' '))).toBe('BANK_CARD_REQUIRED'));
});
