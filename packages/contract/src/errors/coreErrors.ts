import { defineErrors } from './defineErrors.ts';

/**
 * Error codes of the transport, sessions, sign-in and every non-money endpoint. Money codes live in
 * `money.ts` (owned with the ledger) and are merged in `index.ts`. Their messages, what a member reads, are in `languages/`.
 */
export const coreErrors = defineErrors({
  FIELD_REQUIRED: {
    httpStatus: 400,
  },
  FIELD_INVALID: {
    httpStatus: 400,
  },
  MALFORMED_BODY: {
    httpStatus: 400,
  },
  UNSUPPORTED_MEDIA_TYPE: {
    httpStatus: 415,
  },
  PAYLOAD_TOO_LARGE: {
    httpStatus: 413,
  },
  NOT_FOUND: {
    httpStatus: 404,
  },
  URL_INVALID: {
    httpStatus: 400,
  },
  PATH_FORBIDDEN: {
    httpStatus: 403,
  },
  METHOD_NOT_ALLOWED: {
    httpStatus: 405,
  },
  NOT_ACCEPTABLE: {
    httpStatus: 406,
  },
  URL_TOO_LONG: {
    httpStatus: 414,
  },
  RANGE_NOT_SATISFIABLE: {
    httpStatus: 416,
  },
  HEADERS_TOO_LARGE: {
    httpStatus: 431,
  },
  /** Any other 4xx the framework or a plugin raises; answered with that status, not this default. */
  REQUEST_REFUSED: {
    httpStatus: 400,
  },
  RATE_LIMITED: {
    httpStatus: 429,
  },
  INTERNAL_ERROR: {
    httpStatus: 500,
  },
  SITE_UNKNOWN: {
    httpStatus: 400,
  },
  NAME_INVALID: {
    httpStatus: 400,
  },
  IDEMPOTENCY_KEY_REQUIRED: {
    httpStatus: 400,
  },
  IDEMPOTENCY_KEY_REUSED: {
    httpStatus: 409,
  },
  ACCOUNT_OR_PASSWORD_INVALID: {
    httpStatus: 400,
  },
  ACCOUNT_LOCKED: {
    httpStatus: 423,
  },
  /** An operator locked the account (console or operator tool): no sign-in until an operator unlocks it. */
  ACCOUNT_SUSPENDED: {
    httpStatus: 403,
  },
  CAPTCHA_REQUIRED: {
    httpStatus: 400,
  },
  CAPTCHA_INVALID: {
    httpStatus: 400,
  },
  HANDOFF_CODE_INVALID: {
    httpStatus: 400,
  },
  EVENT_STREAM_TICKET_INVALID: {
    httpStatus: 401,
  },
  EVENT_STREAM_CURSOR_INVALID: {
    httpStatus: 400,
  },
  VERIFICATION_CODE_INVALID: {
    httpStatus: 400,
  },
  VERIFICATION_CODE_SEND_FAILED: {
    httpStatus: 429,
  },
  ENCRYPTED_FIELD_INVALID: {
    httpStatus: 400,
  },
  PASSWORD_TOO_WEAK: {
    httpStatus: 400,
  },
  PASSWORD_CONFIRMATION_MISMATCH: {
    httpStatus: 400,
  },
  OLD_PASSWORD_INCORRECT: {
    httpStatus: 400,
  },
  USERNAME_TAKEN: {
    httpStatus: 409,
  },
  INVITE_CODE_INVALID: {
    httpStatus: 400,
  },
  CONTACT_ALREADY_BOUND: {
    httpStatus: 409,
  },
  CONTACT_NOT_BOUND: {
    httpStatus: 400,
  },
  UPLOAD_NOT_AN_IMAGE: {
    httpStatus: 415,
  },
  UPLOAD_TOO_LARGE: {
    httpStatus: 413,
  },
  GAME_UNDER_MAINTENANCE: {
    httpStatus: 409,
  },
  TASK_NOT_COMPLETED: {
    httpStatus: 409,
  },
  TASK_EXPIRED: {
    httpStatus: 409,
  },
  REWARD_ALREADY_CLAIMED: {
    httpStatus: 409,
  },
  NOTHING_TO_CLAIM: {
    httpStatus: 409,
  },
});
