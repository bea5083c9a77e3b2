import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** What either driver's client answers a parameterised read with. */
type DriverClient = pg.Pool | PGlite;

/**
 * A read that goes to the database driver directly, for the one or two statements nearly every screen of the app
 * repeats (the balance). Drizzle's prepared query adds a tracing span, its query-cache step, a params map and a
 * row mapper around the driver's call: about 8 µs of the ~120 µs of CPU a signed-in read costs in all
 * (`bench/readPath.ts`, issue 26), for a statement whose SQL never changes. node-postgres gets a named statement
 * (parsed and planned once per pooled connection); PGlite, one process in memory, an unnamed one.
 *
 * Only on the database handle itself, which is what drizzle hands its client on (`$client`): a read inside a
 * transaction must see that transaction and goes through the query builder instead, so asking for one there is a
 * programming error and throws.
 */
export function driverRead<Row>(name: string, text: string) {
  return async (database: object, values: unknown[]): Promise<Row[]> => {
    const client = (database as { $client?: DriverClient }).$client;
    if (client === undefined)
      throw new Error(`${name}: a driver read runs on the database handle, not in a transaction`);
    if (client instanceof PGlite) return (await client.query<Row>(text, values)).rows;
    return (await client.query({ name, text, values })).rows as Row[];
  };
}
