import { type ErrorCode, errorCatalogue } from '@platform/contract';
import type { RefusalFacts } from './refusalFacts.ts';

/**
 * The one way a handler reports a member-facing failure. The frame renders it as
 * `{ status: false, data: { code, message, field?, details? } }` in the request's language with the catalogue's status.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly httpStatus: number;
  readonly field: string | undefined;
  /** what the message adds to the code (safer-play limits and breaks) */
  readonly refusal: RefusalFacts | undefined;

  constructor(
    readonly code: ErrorCode,
    options: { httpStatus?: number; field?: string; refusal?: RefusalFacts } = {},
  ) {
    super(code);
    this.httpStatus = options.httpStatus ?? errorCatalogue[code].httpStatus;
    this.field = options.field;
    this.refusal = options.refusal;
  }
}

/** Thrown on `member` endpoints without a valid session: rendered as HTTP 401 `{ status: false, data: "token" }`. */
export class SessionInvalidError extends Error {
  override readonly name = 'SessionInvalidError';
}
