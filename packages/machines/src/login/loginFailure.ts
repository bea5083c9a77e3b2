import { errorCodeOf, refusalDetailsOf } from '../shared/serverErrorCode.ts';

/**
 * Why a sign-in attempt failed, for the UI to pick its message. `code` is the server's error code (the contract's
 * catalogue renders it in the member's language); `kind` groups the codes the login page reacts to differently.
 */
export type LoginFailure =
  /** "account or password error": the password field is cleared. */
  | { kind: 'credentials'; code: string }
  /** "verification code error": the captcha text is cleared. */
  | { kind: 'verificationCode'; code: string }
  /** The password was right; the server wants the authenticator's code (or it was wrong): the code field shows. */
  | { kind: 'twoStep'; code: string }
  /** Any other refusal with a code (a locked account, a bad encrypted field, a time-out until a date …). */
  | { kind: 'rejected'; code: string; details?: Readonly<Record<string, string | boolean>> | undefined }
  /** No answer from the server (timeout, offline): "please try again". */
  | { kind: 'requestFailed'; code: null };

// Server codes from the contract's error catalogue. The machines package may depend on the domain only, so the
// two groups that change the page's behaviour are named here; any other code is passed through untouched.
const credentialCodes: ReadonlySet<string> = new Set(['ACCOUNT_OR_PASSWORD_INVALID']);
const verificationCodeCodes: ReadonlySet<string> = new Set([
  'CAPTCHA_INVALID',
  'CAPTCHA_REQUIRED',
  'VERIFICATION_CODE_INVALID',
]);

const twoStepCodes: ReadonlySet<string> = new Set(['TWO_STEP_CODE_REQUIRED', 'TWO_STEP_CODE_INVALID']);

export function classifyLoginFailure(error: unknown): LoginFailure {
  const code = errorCodeOf(error);
  if (code === null) {
    return { kind: 'requestFailed', code: null };
  }
  if (credentialCodes.has(code)) {
    return { kind: 'credentials', code };
  }
  if (verificationCodeCodes.has(code)) {
    return { kind: 'verificationCode', code };
  }
  if (twoStepCodes.has(code)) {
    return { kind: 'twoStep', code };
  }
  const details = refusalDetailsOf(error);
  return details ? { kind: 'rejected', code, details } : { kind: 'rejected', code };
}
