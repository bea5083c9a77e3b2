import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * A drizzle handle or an open transaction on it, on PGlite or node-postgres alike: the money code only uses
 * what both drivers share (the query builder and `transaction`). Same shape as the server's `Database`.
 */
export type MoneyExecutor = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** An open database transaction: functions that must not run outside one take this type. */
export type MoneyTransaction = Parameters<Parameters<MoneyExecutor['transaction']>[0]>[0];
