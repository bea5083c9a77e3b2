const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of uuid columns: anything else cannot name a row, so it is a 404 before it reaches PostgreSQL (which would 500). */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
