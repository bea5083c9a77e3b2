import { type Locale, locales } from '@platform/domain';
import { contractLanguages } from '../contractStrings.ts';
import type { RefusalDetails } from '../transport/refusalDetails.ts';
import { type ErrorCode, errorCatalogue } from './codes.ts';
import { type NoticeName, noticeNames } from './notices.ts';

export { type ErrorCode, errorCatalogue } from './codes.ts';
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/**
 * The member-facing message for a code in the request's language; with a refusal's details (a safer-play limit
 * or break), the message says what is left and when it resets, or when the break ends.
 */
export function errorMessage(code: ErrorCode, locale: Locale, details?: RefusalDetails): string {
  const strings = contractLanguages[locale];
  const message = strings.errors[code];
  const words = strings.refusalDetails;
  if (details?.left !== undefined && details.resetsAt !== undefined)
    return words.withDetail(message, words.leftUntilReset(details.left, details.resetsAt));
  if (details?.left !== undefined) return words.withDetail(message, words.left(details.left));
  if (details?.permanent) return words.withDetail(message, words.permanent);
  if (details?.endsAt !== undefined) return words.withDetail(message, words.endsAt(details.endsAt));
  if (details?.usableFrom !== undefined)
    return words.withDetail(message, words.usableFrom(details.usableFrom));
  return message;
}

/** Each notice in every language: `notices.PLEASE_TRY_AGAIN[locale]`. */
export const notices = Object.fromEntries(
  noticeNames.map((name) => [
    name,
    Object.fromEntries(locales.map((locale) => [locale, contractLanguages[locale].notices[name]])),
  ]),
) as Record<NoticeName, Record<Locale, string>>;

export type { ErrorDefinition } from './defineErrors.ts';
export { defineErrors } from './defineErrors.ts';
export { type NoticeName, noticeNames } from './notices.ts';
