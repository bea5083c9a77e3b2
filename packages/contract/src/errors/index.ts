import { type Locale, locales } from '@platform/domain';
import { contractLanguages } from '../contractStrings.ts';
import { type ErrorCode, errorCatalogue } from './codes.ts';
import { type NoticeName, noticeNames } from './notices.ts';

export { type ErrorCode, errorCatalogue } from './codes.ts';
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** The member-facing message for a code in the request's language. */
export function errorMessage(code: ErrorCode, locale: Locale): string {
  return contractLanguages[locale].errors[code];
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
