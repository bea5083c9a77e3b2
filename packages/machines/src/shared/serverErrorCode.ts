/**
 * The api-client rejects with an `ApiError` that carries the server's catalogue `code`; a failure without one
 * (timeout, network) gives null. Read structurally: machines may not import the api-client.
 */
export function errorCodeOf(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return null;
}
