import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { installLedgerGuards } from '../money/ledger/guards.ts';
import {
  inProcessRevocationFeed,
  postgresRevocationFeed,
  type RevocationFeed,
} from '../security/revocationFeed.ts';
import { installRevocationTrigger } from '../security/revocationTrigger.ts';
import { serialQueue } from './serialQueue.ts';

/**
 * A drizzle handle usable on PGlite and node-postgres alike. Only the query builder and `transaction` are
 * used, which both drivers share; no relational-query schema is attached.
 */
export type Database = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface DatabaseConnection {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * How session revocations reach this process: a LISTEN connection on PostgreSQL (other processes share the
   * database), nothing on PGlite (this process is the only one). The app that uses it closes it.
   */
  openRevocationFeed(): RevocationFeed;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when set, node-postgres is used instead of PGlite. */
  databaseUrl?: string;
  /** PGlite data directory; `memory://` for a throw-away database. */
  dataDir?: string;
  /** An existing PGlite (tests load a migrated snapshot into one). */
  pglite?: PGlite;
  poolSize?: number;
}

/**
 * PGlite creates its data folder but not the folders above it, so a fresh clone (no `.data/` yet) would fail to
 * start; make the whole path first. `memory://` and other URL-style locations are not folders.
 */
function openPglite(dataDir: string): PGlite {
  if (!dataDir.includes('://')) mkdirSync(dataDir, { recursive: true });
  return new PGlite(dataDir);
}

/**
 * Opens the database, applies every migration in `packages/server/drizzle/` and installs the ledger's guard
 * triggers (idempotent; see money/ledger/guards.ts).
 */
export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseConnection> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    const db = drizzleNodePostgres(pool);
    await migrateNodePostgres(db, { migrationsFolder });
    await installLedgerGuards(db as unknown as Database);
    await installRevocationTrigger(db as unknown as Database);
    const databaseUrl = options.databaseUrl;
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      openRevocationFeed: () => postgresRevocationFeed(databaseUrl),
      close: () => pool.end(),
    };
  }
  const client = options.pglite ?? openPglite(options.dataDir ?? '.data/pglite');
  const db = drizzlePglite(client);
  // transactions in arrival order (see serialQueue.ts); nested ones are savepoints of `tx`, not queued here
  const inArrivalOrder = serialQueue();
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => inArrivalOrder(() => transaction(work, config));
  await migratePglite(db, { migrationsFolder });
  await installLedgerGuards(db as unknown as Database);
  await installRevocationTrigger(db as unknown as Database);
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    openRevocationFeed: inProcessRevocationFeed,
    close: () => client.close(),
  };
}
