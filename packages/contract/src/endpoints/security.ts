import { type Static, Type } from 'typebox';
import { defineEndpoint } from '../defineEndpoint.ts';
import { Acknowledged, Timestamp } from './common.ts';

const SECURITY_PATH = '/api/f/v1/member/security';

/** A code from an authenticator app (6 digits) or one of the member's recovery codes (10 characters). */
export const TwoStepCode = Type.String({
  minLength: 6,
  maxLength: 12,
  pattern: '^[0-9A-Za-z-]+$',
  description: 'The 6-digit code of the authenticator app, or a recovery code',
});

/**
 * Where an address is, as far as the server can tell without a network lookup: the private and loopback ranges
 * are the member's own network; anything else is shown as the masked address.
 */
export const PLACE_KINDS = ['localNetwork', 'unknown'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** The device a sign-in or a session came from, summarised from its user agent and device id. */
const DeviceSummary = {
  browser: Type.Union([Type.String(), Type.Null()], { description: 'Browser name, e.g. Chrome' }),
  operatingSystem: Type.Union([Type.String(), Type.Null()], {
    description: 'Operating system, e.g. Android',
  }),
  deviceNumberMasked: Type.Union([Type.String(), Type.Null()], {
    description: 'The device_no header, all but its last 4 characters hidden',
  }),
  place: Type.Enum(PLACE_KINDS),
  addressMasked: Type.String({ description: 'The network address, its last part hidden (203.0.113.*)' }),
};

export const SIGN_IN_OUTCOMES = ['succeeded', 'passwordWrong', 'twoStepRequired', 'twoStepWrong'] as const;
export type SignInOutcome = (typeof SIGN_IN_OUTCOMES)[number];

export const SignInRecord = Type.Object({
  occurredAt: Timestamp,
  outcome: Type.Enum(SIGN_IN_OUTCOMES),
  ...DeviceSummary,
});
export type SignInRecord = Static<typeof SignInRecord>;

export const ActiveSession = Type.Object({
  id: Type.String({ description: 'Names the session to sign it out; not its token' }),
  current: Type.Boolean({ description: 'The session making this request' }),
  signedInAt: Timestamp,
  lastSeenAt: Timestamp,
  ...DeviceSummary,
});
export type ActiveSession = Static<typeof ActiveSession>;

export const TwoStepStatus = Type.Object({
  enabled: Type.Boolean(),
  recoveryCodesLeft: Type.Integer({ minimum: 0 }),
  /** Withdrawals above this amount (minor units of the central currency) need a code; null: never. */
  withdrawalAboveMinor: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  askedOnNewDevice: Type.Boolean(),
});
export type TwoStepStatus = Static<typeof TwoStepStatus>;

const FeatureErrors = ['SECURITY_FEATURE_UNAVAILABLE'] as const;
const CodeErrors = ['TWO_STEP_CODE_INVALID', 'TWO_STEP_LOCKED', 'SECURITY_FEATURE_UNAVAILABLE'] as const;

export const securityEndpoints = {
  signInHistory: defineEndpoint({
    name: 'signInHistory',
    method: 'GET',
    path: `${SECURITY_PATH}/signIns`,
    auth: 'member',
    encoding: 'none',
    summary: "The member's last 50 sign-in attempts, newest first, successful or not",
    response: Type.Array(SignInRecord),
    errors: FeatureErrors,
  }),
  activeSessions: defineEndpoint({
    name: 'activeSessions',
    method: 'GET',
    path: `${SECURITY_PATH}/sessions`,
    auth: 'member',
    encoding: 'none',
    summary: "The member's signed-in devices, this one first",
    response: Type.Array(ActiveSession),
    errors: FeatureErrors,
  }),
  signOutSession: defineEndpoint({
    name: 'signOutSession',
    method: 'POST',
    path: `${SECURITY_PATH}/sessions/signOut`,
    auth: 'member',
    encoding: 'form',
    summary: 'Sign one of the member’s devices out, on every instance, before answering',
    body: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
    response: Acknowledged,
    errors: [...FeatureErrors, 'NOT_FOUND'],
  }),
  signOutOtherSessions: defineEndpoint({
    name: 'signOutOtherSessions',
    method: 'POST',
    path: `${SECURITY_PATH}/sessions/signOutOthers`,
    auth: 'member',
    encoding: 'form',
    summary: 'Sign out every device of the member but this one, on every instance, before answering',
    body: Type.Object({}),
    response: Type.Object({ signedOut: Type.Integer({ minimum: 0 }) }),
    errors: FeatureErrors,
  }),
  twoStepStatus: defineEndpoint({
    name: 'twoStepStatus',
    method: 'GET',
    path: `${SECURITY_PATH}/twoStep`,
    auth: 'member',
    encoding: 'none',
    summary: 'Whether two-step verification is on, and when the site asks for it',
    response: TwoStepStatus,
    errors: FeatureErrors,
  }),
  twoStepEnrol: defineEndpoint({
    name: 'twoStepEnrol',
    method: 'POST',
    path: `${SECURITY_PATH}/twoStep/enrol`,
    auth: 'member',
    encoding: 'form',
    summary:
      'A new secret for an authenticator app (replacing any unconfirmed one); on only once a code is confirmed',
    body: Type.Object({}),
    response: Type.Object({
      secret: Type.String({ description: 'Base32, for typing into the app' }),
      otpauthUri: Type.String({ description: 'otpauth://totp/… for a QR code' }),
    }),
    errors: [...FeatureErrors, 'TWO_STEP_ALREADY_ENABLED'],
  }),
  twoStepConfirm: defineEndpoint({
    name: 'twoStepConfirm',
    method: 'POST',
    path: `${SECURITY_PATH}/twoStep/confirm`,
    auth: 'member',
    encoding: 'form',
    summary: 'Turn two-step verification on with a first code; answers the recovery codes, shown once',
    body: Type.Object({ code: TwoStepCode }),
    response: Type.Object({ recoveryCodes: Type.Array(Type.String()) }),
    errors: [...CodeErrors, 'TWO_STEP_ALREADY_ENABLED', 'TWO_STEP_NOT_ENABLED'],
  }),
  twoStepDisable: defineEndpoint({
    name: 'twoStepDisable',
    method: 'POST',
    path: `${SECURITY_PATH}/twoStep/disable`,
    auth: 'member',
    encoding: 'form',
    summary: 'Turn two-step verification off with a current code or a recovery code',
    body: Type.Object({ code: TwoStepCode }),
    response: Acknowledged,
    errors: [...CodeErrors, 'TWO_STEP_NOT_ENABLED'],
  }),
};
