import type { SessionInvalidEnvelope } from './envelope.ts';

/** The literal `data` of the session-invalid reply (spec §4): HTTP 401, `{ status: false, data: "token" }`. */
export const SESSION_INVALID_DATA = 'token';

/** Its own module, free of TypeBox: the browser client checks every answer with it and needs no schema. */
export function isSessionInvalid(body: unknown): body is SessionInvalidEnvelope {
  return (
    typeof body === 'object' &&
    body !== null &&
    (body as { data?: unknown }).data === SESSION_INVALID_DATA &&
    (body as { status?: unknown }).status !== true
  );
}
