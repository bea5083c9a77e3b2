import { defineErrors } from './defineErrors.ts';

/**
 * Error codes of safer play (deposit, loss and session-time limits, time-out and self-exclusion; server:
 * packages/server/src/saferPlay). A limit refusal carries `details` (what is left, when it resets) and an
 * exclusion refusal when it ends, so the message says so in the member's language (`refusalDetailText`).
 */
export const saferPlayErrors = defineErrors({
  SAFER_PLAY_UNAVAILABLE: {
    httpStatus: 404,
  },
  DEPOSIT_LIMIT_EXCEEDED: {
    httpStatus: 422,
  },
  LOSS_LIMIT_EXCEEDED: {
    httpStatus: 422,
  },
  SESSION_TIME_LIMIT_REACHED: {
    httpStatus: 422,
  },
  TIME_OUT_IN_FORCE: {
    httpStatus: 403,
  },
  SELF_EXCLUSION_IN_FORCE: {
    httpStatus: 403,
  },
  /** the site asks for a deposit limit (or an explicit "no limit") before the first deposit */
  DEPOSIT_LIMIT_CHOICE_REQUIRED: {
    httpStatus: 409,
  },
  LIMIT_CHANGE_NOT_CONFIRMABLE: {
    httpStatus: 409,
  },
  EXCLUSION_PERIOD_INVALID: {
    httpStatus: 400,
  },
});
