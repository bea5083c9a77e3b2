import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';

/**
 * A drizzle handle or an open transaction on it, on PGlite or node-postgres alike: the money code only uses
 * what both drivers share (the query builder and `transaction`).
 */
export type MoneyExecutor = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** An open database transaction: functions that must not run outside one take this type. */
export type MoneyTransaction = PgTransaction<PgQueryResultHKT, Record<string, unknown>>;
