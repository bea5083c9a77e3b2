import type { Locale } from '@platform/domain';
import { coreErrors } from './coreErrors.ts';
import type { ErrorDefinition } from './defineErrors.ts';
import { moneyErrors } from './money.ts';

/** Every error code the platform API can answer with, and its messages in every language. */
export const errorCatalogue = { ...coreErrors, ...moneyErrors } satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof errorCatalogue;
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** The member-facing message for a code in the request's language. */
export function errorMessage(code: ErrorCode, locale: Locale): string {
  return errorCatalogue[code].messages[locale];
}

export type { ErrorDefinition } from './defineErrors.ts';
export { defineErrors } from './defineErrors.ts';
export { type NoticeName, notices } from './notices.ts';
