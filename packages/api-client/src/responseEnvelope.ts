import { type ErrorBody, isSessionInvalid } from '@platform/contract';
import { ApiError, type RequestDescription, RequestFailedError, SessionInvalidError } from './errors.ts';

/** What one HTTP exchange means for the caller. */
export type EnvelopeOutcome =
  | { readonly kind: 'data'; readonly data: unknown }
  | { readonly kind: 'session-invalid'; readonly error: SessionInvalidError }
  | { readonly kind: 'failure'; readonly error: ApiError | RequestFailedError };

interface Envelope {
  readonly status?: unknown;
  readonly data?: unknown;
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && !Array.isArray(body) && 'data' in body;
}

function isErrorBody(data: unknown): data is ErrorBody {
  if (typeof data !== 'object' || data === null) return false;
  const candidate = data as Record<string, unknown>;
  return (
    typeof candidate.code === 'string' &&
    typeof candidate.message === 'string' &&
    (candidate.field === undefined || typeof candidate.field === 'string')
  );
}

/**
 * Reads an answer by the transport rules (spec §7, decisions "HTTP contract"):
 * - any HTTP status, status not true, data exactly "token"  -> the session is invalid;
 * - HTTP 200 with status true                                -> `data` (the only unwrapped case);
 * - status false with `{ code, message, field? }`            -> ApiError carrying them;
 * - anything else                                            -> RequestFailedError (`http`, or `invalid-response` for a 200).
 */
export function interpretResponse(
  httpStatus: number,
  body: unknown,
  request: RequestDescription,
): EnvelopeOutcome {
  if (isSessionInvalid(body)) {
    return { kind: 'session-invalid', error: new SessionInvalidError(httpStatus, request) };
  }
  if (isEnvelope(body)) {
    if (httpStatus === 200 && body.status === true) return { kind: 'data', data: body.data };
    if (body.status === false && isErrorBody(body.data)) {
      return { kind: 'failure', error: new ApiError(body.data, httpStatus, request) };
    }
  }
  const kind = httpStatus === 200 ? 'invalid-response' : 'http';
  return { kind: 'failure', error: new RequestFailedError(kind, request, { httpStatus }) };
}
