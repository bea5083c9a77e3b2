import { defineErrors } from './defineErrors.ts';

/**
 * Codes of the operator console's API (`/api/console/v1`, packages/server/src/console). A resource of a site the
 * operator is not scoped to answers CONSOLE_NOT_FOUND, exactly like one that does not exist, so the answer says
 * nothing about another site's data.
 */
export const consoleErrors = defineErrors({
  /** Wrong operator name or password (one answer for both, so names cannot be probed). */
  CONSOLE_SIGN_IN_FAILED: {
    httpStatus: 401,
  },
  /** No console session, or it expired or was revoked: sign in again. */
  CONSOLE_SESSION_INVALID: {
    httpStatus: 401,
  },
  /** The password was right; the session works only once the authenticator's code is given. */
  CONSOLE_TWO_STEP_PENDING: {
    httpStatus: 403,
  },
  /** The operator already has an authenticator app enrolled (an admin resets it). */
  CONSOLE_TWO_STEP_ENROLLED: {
    httpStatus: 409,
  },
  /** The operator's role lacks the permission this action needs on the site. */
  CONSOLE_PERMISSION_DENIED: {
    httpStatus: 403,
  },
  /** No such request, member or site among the operator's sites. */
  CONSOLE_NOT_FOUND: {
    httpStatus: 404,
  },
  /** Four eyes: the operator who gave the first approval cannot give the second. */
  CONSOLE_FOUR_EYES_SAME_OPERATOR: {
    httpStatus: 409,
  },
  /** A rejection needs a reason the member will read. */
  CONSOLE_REASON_REQUIRED: {
    httpStatus: 400,
  },
  /** The deposit order's lifetime has passed: it can only be rejected. */
  CONSOLE_DEPOSIT_EXPIRED: {
    httpStatus: 409,
  },
  /** An operator already has this name. */
  CONSOLE_OPERATOR_EXISTS: {
    httpStatus: 409,
  },
  /** A site operator needs at least one site, each with at least one permission; grants name known sites only. */
  CONSOLE_GRANTS_INVALID: {
    httpStatus: 400,
  },
  /** The currency is not one the member's site keeps wallets in. */
  CONSOLE_CURRENCY_INVALID: {
    httpStatus: 400,
  },
  /** An activity's end must come after its start (field endsAt). */
  CONSOLE_ACTIVITY_ENDS_BEFORE_START: {
    httpStatus: 400,
  },
  /** An activity's banner must be one of the site's images (field bannerUrl; consoleSiteImages lists them). */
  CONSOLE_IMAGE_NOT_OF_SITE: {
    httpStatus: 400,
  },
  /** An admin cannot disable itself (the last way in could be lost). */
  CONSOLE_SELF_DISABLE: {
    httpStatus: 409,
  },
  /** Another publish or rollback of the site since the editor's base version: reload, then publish again. */
  CONSOLE_SITE_VERSION_STALE: {
    httpStatus: 409,
  },
  /** The site config has problems (the draft's, listed by JSON path): it cannot be published. */
  CONSOLE_SITE_CONFIG_INVALID: {
    httpStatus: 422,
  },
  /** A state-changing request from another origin (cross-site request forgery defence). */
  CONSOLE_ORIGIN_REFUSED: {
    httpStatus: 403,
  },
});
