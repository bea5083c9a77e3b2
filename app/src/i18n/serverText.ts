import { ApiError } from '@platform/api-client';
import { errorMessage, isErrorCode, notices } from '@platform/contract';
import type { Locale } from '@platform/domain';
import type { LoginFailure } from '@platform/machines';

/**
 * A failed call in the member's language, from the contract's catalogue (never re-translated here): the code's
 * message when the server refused with one, "please try again" when nothing usable came back.
 */
export function failureText(error: unknown, locale: Locale): string {
  if (error instanceof ApiError && isErrorCode(error.code))
    return errorMessage(error.code, locale, error.details);
  return notices.PLEASE_TRY_AGAIN[locale];
}

/** The login machine's failure, rendered the same way. */
export function loginFailureText(failure: LoginFailure, locale: Locale): string {
  return failure.code !== null && isErrorCode(failure.code)
    ? errorMessage(failure.code, locale, failure.kind === 'rejected' ? failure.details : undefined)
    : notices.PLEASE_TRY_AGAIN[locale];
}
