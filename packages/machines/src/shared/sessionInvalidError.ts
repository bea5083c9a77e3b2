/**
 * The api-client rejects with a `SessionInvalidError` when the server answers `data: "token"`. Machines may not
 * import the api-client, so they recognise it by its name.
 */
export function isSessionInvalidError(error: unknown): boolean {
  return error instanceof Error && error.name === 'SessionInvalidError';
}
