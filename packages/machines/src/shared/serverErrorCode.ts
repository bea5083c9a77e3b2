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

/** A refusal's details (a safer-play break's end, a limit's remainder), read structurally like the code. */
export function refusalDetailsOf(error: unknown): Readonly<Record<string, string | boolean>> | undefined {
  if (typeof error === 'object' && error !== null && 'details' in error && typeof error.details === 'object')
    return (error.details ?? undefined) as Readonly<Record<string, string | boolean>> | undefined;
  return undefined;
}
