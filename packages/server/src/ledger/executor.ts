import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * A drizzle handle or an open transaction on it, on PGlite or node-postgres alike: the money code only uses
 * what both drivers share (the query builder and `transaction`). Same shape as the server's `Database`.
 */
export type MoneyExecutor = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

/** An open database transaction: functions that must not run outside one take this type. */
export type MoneyTransaction = Parameters<Parameters<MoneyExecutor['transaction']>[0]>[0];

/** Rows of a raw SQL statement; both drivers answer `execute` with `{ rows }`. */
export async function queryRows<Row>(database: MoneyExecutor, query: SQL): Promise<Row[]> {
  const result = (await database.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
