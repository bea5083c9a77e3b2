/** What PostgreSQL said about a failed statement (drizzle wraps the driver's error in `cause`). */
export type DatabaseErrorDetails = { code: string; message: string; constraint: string | undefined };

/** The innermost error carrying a PostgreSQL SQLSTATE, or null when the failure did not come from the database. */
export function databaseErrorOf(error: unknown): DatabaseErrorDetails | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    const candidate = current as Error & { code?: unknown; constraint?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        message: candidate.message,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return null;
}
