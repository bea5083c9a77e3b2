import { REAL_NAME_MAX_LENGTH, REAL_NAME_MIN_LENGTH } from '@platform/domain';
import { type Static, Type } from 'typebox';
import { defineEndpoint } from '../defineEndpoint.ts';
import { Acknowledged, BinaryBody, EncryptedPassword, Timestamp } from './common.ts';
import { TwoStepCode } from './security.ts';

const AccountName = Type.String({
  minLength: 4,
  maxLength: 11,
  pattern: '^[A-Za-z0-9]+$',
  description: '4-11 letters and digits',
});
const CaptchaAnswer = Type.String({
  minLength: 1,
  maxLength: 8,
  description:
    "Text of the device's last captcha image, or the number that solves its last proof-of-work challenge",
});

/**
 * The accessible alternative to the captcha image (ALTCHA-style proof of work): find the integer n in
 * 0..maxNumber whose SHA-256 of `salt + n` (hex) equals `challenge`, and send n as the captcha answer.
 */
export const ProofOfWorkChallenge = Type.Object({
  algorithm: Type.Literal('SHA-256'),
  salt: Type.String(),
  challenge: Type.String({ description: 'SHA-256 (hex) of salt followed by the decimal answer' }),
  maxNumber: Type.Integer({ minimum: 1 }),
});
export type ProofOfWorkChallenge = Static<typeof ProofOfWorkChallenge>;
const VerificationCode = Type.String({ minLength: 6, maxLength: 6, pattern: '^[0-9]{6}$' });
const AreaCode = Type.String({ minLength: 1, maxLength: 6, pattern: '^\\+?[0-9]{1,5}$' });
const PhoneNumber = Type.String({ minLength: 4, maxLength: 15, pattern: '^[0-9]+$' });
const Email = Type.String({ minLength: 3, maxLength: 254, format: 'email' });

/** A sign-in handoff code: 256 random bits, base64url (43 characters). */
const HandoffCode = Type.String({
  minLength: 1,
  maxLength: 64,
  description: 'One-time sign-in handoff code',
});

export const MemberInfo = Type.Object({
  username: Type.String(),
  qq: Type.Union([Type.String(), Type.Null()], {
    description: 'Avatar image URL; null means the default avatar',
  }),
  isLogin: Type.Literal(true),
  realName: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()], { description: 'Bound phone, masked (+86 138****0000)' }),
  email: Type.Union([Type.String(), Type.Null()], { description: 'Bound email, masked (d***@example.com)' }),
  vipLevel: Type.Integer({ minimum: 0 }),
  inviteCode: Type.String(),
  siteCode: Type.String(),
  createdAt: Timestamp,
});

export const sessionEndpoints = {
  rsaKey: defineEndpoint({
    name: 'rsaKey',
    method: 'GET',
    path: '/api/f/v1/member/rsaKey',
    auth: 'public',
    encoding: 'none',
    summary: 'Public key for encrypting password fields (RSA-OAEP, SHA-256, 3072-bit)',
    response: Type.Object({ keyId: Type.String(), publicKeySpkiPem: Type.String() }),
    errors: [],
  }),
  captcha: defineEndpoint({
    name: 'captcha',
    method: 'GET',
    path: '/api/findmed/v1/member/captcha',
    auth: 'public',
    encoding: 'none',
    summary:
      'A graphic captcha (PNG) bound to the device_no header; the answer goes in the next sign-in or register',
    response: BinaryBody('PNG image'),
    rawResponse: { contentType: 'image/png' },
    errors: ['RATE_LIMITED', 'FIELD_REQUIRED'],
  }),
  captchaProofOfWork: defineEndpoint({
    name: 'captchaProofOfWork',
    method: 'GET',
    path: '/api/f/v1/member/captcha/pow',
    auth: 'public',
    encoding: 'none',
    summary:
      'Instead of the image: a proof-of-work challenge bound to the device_no header (replaces its captcha); the solving number is the captcha answer',
    response: ProofOfWorkChallenge,
    errors: ['RATE_LIMITED', 'FIELD_REQUIRED'],
  }),
  signIn: defineEndpoint({
    name: 'signIn',
    method: 'POST',
    path: '/api/f/v1/member/login/mpe',
    auth: 'public',
    encoding: 'form',
    summary: 'Sign in with account name and encrypted password; the session token comes back in header `id`',
    body: Type.Object({
      username: AccountName,
      password: EncryptedPassword,
      captcha: Type.Optional(CaptchaAnswer),
      twoStepCode: Type.Optional(TwoStepCode),
    }),
    response: MemberInfo,
    errors: [
      'ACCOUNT_OR_PASSWORD_INVALID',
      'TWO_STEP_CODE_REQUIRED',
      'TWO_STEP_CODE_INVALID',
      'TWO_STEP_LOCKED',
      'CAPTCHA_REQUIRED',
      'CAPTCHA_INVALID',
      'ACCOUNT_LOCKED',
      'ACCOUNT_SUSPENDED',
      'RATE_LIMITED',
      'TIME_OUT_IN_FORCE',
      'SELF_EXCLUSION_IN_FORCE',
    ],
  }),
  register: defineEndpoint({
    name: 'register',
    method: 'POST',
    path: '/api/f/v1/member/register',
    auth: 'public',
    encoding: 'form',
    summary: 'Create an account (optionally under an invite code) and sign in',
    body: Type.Object({
      username: AccountName,
      password: EncryptedPassword,
      inviteCode: Type.Optional(Type.String({ maxLength: 32 })),
      captcha: CaptchaAnswer,
    }),
    response: MemberInfo,
    errors: [
      'USERNAME_TAKEN',
      'INVITE_CODE_INVALID',
      'PASSWORD_TOO_WEAK',
      'ENCRYPTED_FIELD_INVALID',
      'CAPTCHA_INVALID',
      'CAPTCHA_REQUIRED',
      'RATE_LIMITED',
    ],
  }),
  renewSession: defineEndpoint({
    name: 'renewSession',
    method: 'POST',
    path: '/api/f/v1/member/token/renew',
    auth: 'member',
    encoding: 'form',
    summary: 'Exchange the session token for a new one (headers `id`, `vid`); the absolute expiry is kept',
    body: Type.Object({}),
    response: Type.Object({ idleExpiresAt: Timestamp, absoluteExpiresAt: Timestamp }),
    errors: [],
  }),
  issueHandoffCode: defineEndpoint({
    name: 'issueHandoffCode',
    method: 'POST',
    path: '/api/f/v1/member/token/handoff',
    auth: 'member',
    encoding: 'form',
    summary:
      'A one-time sign-in code (60 s) for the native shell to open its webview signed in as this member: `?token=<code>&app=1`',
    body: Type.Object({}),
    response: Type.Object({ code: HandoffCode, expiresAt: Timestamp }),
    errors: ['RATE_LIMITED'],
  }),
  exchangeHandoffCode: defineEndpoint({
    name: 'exchangeHandoffCode',
    method: 'POST',
    path: '/api/f/v1/member/token/exchange',
    auth: 'public',
    encoding: 'form',
    summary:
      'Exchange a sign-in handoff code (once, within 60 s, on its own site) for a new session: token in header `id`, the account in the body',
    body: Type.Object({ code: HandoffCode }),
    response: MemberInfo,
    errors: ['HANDOFF_CODE_INVALID', 'RATE_LIMITED', 'TIME_OUT_IN_FORCE', 'SELF_EXCLUSION_IN_FORCE'],
  }),
  signOut: defineEndpoint({
    name: 'signOut',
    method: 'POST',
    path: '/api/f/v1/member/logout',
    auth: 'member',
    encoding: 'form',
    summary: 'End the session; its token is rejected from then on',
    body: Type.Object({}),
    response: Acknowledged,
    errors: [],
  }),
  memberInfo: defineEndpoint({
    name: 'memberInfo',
    method: 'GET',
    path: '/api/findmed/v1/member/token',
    auth: 'member',
    encoding: 'none',
    summary: 'The signed-in member',
    response: MemberInfo,
    errors: [],
  }),
  updatePassword: defineEndpoint({
    name: 'updatePassword',
    method: 'POST',
    path: '/api/findmed/v1/member/updatepassword',
    auth: 'member',
    encoding: 'form',
    summary: 'Change the sign-in password; every other session of the member ends and this one is rotated',
    body: Type.Object({ oldPassword: EncryptedPassword, newPassword: EncryptedPassword }),
    response: Acknowledged,
    errors: [
      'OLD_PASSWORD_INCORRECT',
      'ACCOUNT_LOCKED',
      'PASSWORD_TOO_WEAK',
      'ENCRYPTED_FIELD_INVALID',
      'RATE_LIMITED',
    ],
  }),
  forgetPassword: defineEndpoint({
    name: 'forgetPassword',
    method: 'POST',
    path: '/api/findmed/v1/member/forgetpassword',
    auth: 'public',
    encoding: 'form',
    summary: 'Reset the password with a code sent to the bound phone or email (purpose forget_password)',
    body: Type.Object({
      username: AccountName,
      channel: Type.Union([Type.Literal('phone'), Type.Literal('email')]),
      code: VerificationCode,
      newPassword: EncryptedPassword,
    }),
    response: Acknowledged,
    errors: ['VERIFICATION_CODE_INVALID', 'PASSWORD_TOO_WEAK', 'ENCRYPTED_FIELD_INVALID', 'RATE_LIMITED'],
  }),
  sendSmsCode: defineEndpoint({
    name: 'sendSmsCode',
    method: 'POST',
    path: '/api/service/sms',
    auth: 'public',
    encoding: 'form',
    summary:
      'Send a 6-digit code to a phone (5 min, single use). bind_phone needs a session; forget_password needs the account name and only sends to its bound phone',
    body: Type.Object({
      purpose: Type.Union([Type.Literal('bind_phone'), Type.Literal('forget_password')]),
      areaCode: AreaCode,
      phone: PhoneNumber,
      username: Type.Optional(AccountName),
    }),
    response: Type.Object({ resendAfterSeconds: Type.Integer() }),
    errors: ['VERIFICATION_CODE_SEND_FAILED', 'RATE_LIMITED', 'CONTACT_ALREADY_BOUND'],
  }),
  sendEmailCode: defineEndpoint({
    name: 'sendEmailCode',
    method: 'POST',
    path: '/api/service/email',
    auth: 'public',
    encoding: 'form',
    summary: 'Send a 6-digit code to an email address; the same rules as the SMS code',
    body: Type.Object({
      purpose: Type.Union([Type.Literal('bind_email'), Type.Literal('forget_password')]),
      email: Email,
      username: Type.Optional(AccountName),
    }),
    response: Type.Object({ resendAfterSeconds: Type.Integer() }),
    errors: ['VERIFICATION_CODE_SEND_FAILED', 'RATE_LIMITED', 'CONTACT_ALREADY_BOUND'],
  }),
  updateRealName: defineEndpoint({
    name: 'updateRealName',
    method: 'POST',
    path: '/api/findmed/v1/member/info/realName',
    auth: 'member',
    encoding: 'form',
    summary: "Set the member's real name",
    body: Type.Object({
      realName: Type.String({ minLength: REAL_NAME_MIN_LENGTH, maxLength: REAL_NAME_MAX_LENGTH }),
    }),
    response: MemberInfo,
    errors: [],
  }),
  bindPhone: defineEndpoint({
    name: 'bindPhone',
    method: 'POST',
    path: '/api/findmed/v1/member/info/phone',
    auth: 'member',
    encoding: 'form',
    summary: 'Bind or change the phone with a bind_phone code sent to that phone',
    body: Type.Object({ areaCode: AreaCode, phone: PhoneNumber, code: VerificationCode }),
    response: MemberInfo,
    errors: ['VERIFICATION_CODE_INVALID', 'CONTACT_ALREADY_BOUND'],
  }),
  bindEmail: defineEndpoint({
    name: 'bindEmail',
    method: 'POST',
    path: '/api/findmed/v1/member/info/email',
    auth: 'member',
    encoding: 'form',
    summary: 'Bind or change the email with a bind_email code sent to that address',
    body: Type.Object({ email: Email, code: VerificationCode }),
    response: MemberInfo,
    errors: ['VERIFICATION_CODE_INVALID', 'CONTACT_ALREADY_BOUND'],
  }),
};
