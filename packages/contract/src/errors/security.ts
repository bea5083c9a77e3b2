import { defineErrors } from './defineErrors.ts';

/** Codes of the security centre: two-step verification and the member's own sessions (issue 23). */
export const securityErrors = defineErrors({
  /** The password was right, but this sign-in (a new device) or this withdrawal needs the authenticator's code. */
  TWO_STEP_CODE_REQUIRED: {
    httpStatus: 403,
  },
  TWO_STEP_CODE_INVALID: {
    httpStatus: 400,
  },
  /** Too many wrong codes: checked like a password, with its own lock. */
  TWO_STEP_LOCKED: {
    httpStatus: 423,
  },
  /** A withdrawal above the site's amount needs two-step verification, and the member has not turned it on. */
  TWO_STEP_SETUP_REQUIRED: {
    httpStatus: 403,
  },
  TWO_STEP_ALREADY_ENABLED: {
    httpStatus: 409,
  },
  TWO_STEP_NOT_ENABLED: {
    httpStatus: 409,
  },
  /** The site does not offer this part of the security centre. */
  SECURITY_FEATURE_UNAVAILABLE: {
    httpStatus: 404,
  },
});
