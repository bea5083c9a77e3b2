import type { ErrorBody, ErrorCode, RefusalDetails } from '@platform/contract';

/**
 * The three ways a call can fail, as typed errors the caller can tell apart:
 * - `ApiError`: the server answered with the error envelope `{ status: false, data: { code, message, field? } }`.
 * - `SessionInvalidError`: the server answered `data: "token"`; the session handler has already run.
 * - `RequestFailedError`: no usable answer (timeout, network failure, an HTTP status without the envelope,
 *   or a body that is not the envelope at all).
 */

export type RequestFailureKind = 'timeout' | 'network' | 'http' | 'invalid-response';

export interface RequestDescription {
  readonly method: string;
  readonly path: string;
}

export class RequestFailedError extends Error {
  override readonly name = 'RequestFailedError';
  readonly kind: RequestFailureKind;
  readonly method: string;
  readonly path: string;
  /** The HTTP status when a response arrived (kinds `http` and `invalid-response`). */
  readonly httpStatus: number | undefined;

  constructor(
    kind: RequestFailureKind,
    request: RequestDescription,
    details: { httpStatus?: number; cause?: unknown } = {},
  ) {
    super(describeFailure(kind, request, details.httpStatus), { cause: details.cause });
    this.kind = kind;
    this.method = request.method;
    this.path = request.path;
    this.httpStatus = details.httpStatus;
  }
}

function describeFailure(kind: RequestFailureKind, request: RequestDescription, httpStatus?: number): string {
  const target = `${request.method} ${request.path}`;
  switch (kind) {
    case 'timeout':
      return `${target} timed out before the server answered`;
    case 'network':
      return `${target} failed: the server could not be reached or dropped the connection`;
    case 'http':
      return `${target} failed with HTTP ${httpStatus} and no error envelope`;
    case 'invalid-response':
      return `${target} answered HTTP ${httpStatus} with a body that is not the { status, data } envelope`;
    default:
      return kind satisfies never;
  }
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /**
   * The machine-readable code (SCREAMING_SNAKE_CASE). Typed as string because a newer server may answer with a
   * code this build does not know yet; compare with `hasCode`, which only accepts catalogue codes.
   */
  readonly code: string;
  /** The request field the error is about, when the server names one. */
  readonly field: string | undefined;
  /** What a safer-play refusal adds to its message (what is left, when it resets or a break ends). */
  readonly details: RefusalDetails | undefined;
  readonly httpStatus: number;
  readonly method: string;
  readonly path: string;

  constructor(body: ErrorBody, httpStatus: number, request: RequestDescription) {
    // The message is already in the member's language (the server localises by the `lang` header).
    super(body.message);
    this.code = body.code;
    this.field = body.field;
    this.details = body.details;
    this.httpStatus = httpStatus;
    this.method = request.method;
    this.path = request.path;
  }

  /** True when the server answered with this catalogue code. */
  hasCode(code: ErrorCode): boolean {
    return this.code === code;
  }
}

export class SessionInvalidError extends Error {
  override readonly name = 'SessionInvalidError';
  readonly httpStatus: number;
  readonly method: string;
  readonly path: string;

  constructor(httpStatus: number, request: RequestDescription) {
    super(`${request.method} ${request.path}: the session is invalid or expired`);
    this.httpStatus = httpStatus;
    this.method = request.method;
    this.path = request.path;
  }
}
