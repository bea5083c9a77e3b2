import pg from 'pg';

/** Runs a start-up step (migrations, installs, the seed) while no other process runs one on the same database. */
export type StartupLock = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * PostgreSQL: a session-level advisory lock, on a connection of its own (not one of the pool's, which the work
 * needs, however small the pool). Advisory locks are per database, so scratch databases never wait on each other.
 * Without it, two instances starting together on a new database both run `CREATE TABLE` and one dies of a
 * duplicate key in the catalogue. Ending the session releases the lock, also when the work failed or the
 * process died.
 */
export function postgresStartupLock(connectionString: string): StartupLock {
  return async (work) => {
    const holder = new pg.Client({ connectionString });
    await holder.connect();
    try {
      await holder.query(`select pg_advisory_lock(hashtext('platform start-up'))`);
      return await work();
    } finally {
      await holder.end();
    }
  };
}

/** PGlite: one process owns the data folder, and its transactions already run one at a time. */
export const inProcessStartupLock: StartupLock = (work) => work();
