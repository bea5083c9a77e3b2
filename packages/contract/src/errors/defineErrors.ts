/** One catalogue entry: the HTTP status it is sent with. Its member-facing words are in `languages/<locale>.ts`. */
export interface ErrorDefinition {
  httpStatus:
    | 400
    | 401
    | 403
    | 404
    | 405
    | 406
    | 409
    | 413
    | 414
    | 415
    | 416
    | 422
    | 423
    | 429
    | 431
    | 500
    | 503;
}

/** Keeps the literal code names of a catalogue part while checking every entry's shape. */
export function defineErrors<const Codes extends string>(
  entries: Record<Codes, ErrorDefinition>,
): Record<Codes, ErrorDefinition> {
  return entries;
}
