import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataFolder } from './dataFolderLock.ts';
import { serialQueue } from './serialQueue.ts';
import { inProcessStartupLock, postgresStartupLock, type StartupLock } from './startupLock.ts';

/**
 * A drizzle handle usable on PGlite and node-postgres alike. Only the query builder and `transaction` are
 * used, which both drivers share; no relational-query schema is attached.
 */
export type Database = PgDatabase<PgQueryResultHKT, Record<string, unknown>>;

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface ConnectedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs start-up work (the seed) one process at a time, as `connectDatabase` runs the migrations and installs. */
  exclusively: StartupLock;
  /** The PGlite client (kind `pglite`): its own LISTEN is the in-process bus of the member event streams. */
  pglite?: PGlite;
  close(): Promise<void>;
}

/**
 * What the schema needs besides the migrations (triggers, functions, tables of a plugin), installed idempotently
 * after them. The floors above the database own that SQL; `composition/openDatabase.ts` hands it in.
 */
export type InstallDatabaseObjects = (db: Database) => Promise<void>;

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
function openPglite(dataDir: string): { client: PGlite; release(): void } {
  if (dataDir.includes('://')) return { client: new PGlite(dataDir), release: () => {} };
  mkdirSync(dirname(resolve(dataDir)), { recursive: true });
  // taken before PGlite touches the folder: a folder another process holds is refused, never opened
  const lock = lockDataFolder(dataDir);
  try {
    return { client: new PGlite(dataDir), release: lock.release };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/**
 * Opens the database, applies every migration in `packages/server/drizzle/` and installs what the migrations do
 * not hold (idempotent), under the start-up lock: instances starting together on one database take turns.
 */
export async function connectDatabase(
  options: OpenDatabaseOptions,
  installDatabaseObjects: InstallDatabaseObjects,
): Promise<ConnectedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 20 });
    const db = drizzleNodePostgres(pool);
    const exclusively = postgresStartupLock(options.databaseUrl);
    try {
      await exclusively(async () => {
        await migrateNodePostgres(db, { migrationsFolder });
        await installDatabaseObjects(db as unknown as Database);
      });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Database, kind: 'postgres', exclusively, close: () => pool.end() };
  }
  const { client, release } = options.pglite
    ? { client: options.pglite, release: () => {} }
    : openPglite(options.dataDir ?? '.data/pglite');
  const db = drizzlePglite(client);
  // transactions in arrival order (see serialQueue.ts); nested ones are savepoints of `tx`, not queued here
  const inArrivalOrder = serialQueue();
  const transaction = db.transaction.bind(db);
  db.transaction = (work, config) => inArrivalOrder(() => transaction(work, config));
  const close = async () => {
    try {
      await client.close();
    } finally {
      release();
    }
  };
  try {
    await migratePglite(db, { migrationsFolder });
    await installDatabaseObjects(db as unknown as Database);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    exclusively: inProcessStartupLock,
    pglite: client,
    close,
  };
}
