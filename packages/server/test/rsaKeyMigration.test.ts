import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../../test/postgres.ts';
import { openDatabase } from '../src/composition/openDatabase.ts';
import { migrationsFolder } from '../src/db/database.ts';
import { createScratchDatabase } from './support/serverProcesses.ts';

const runOnPostgres = await postgresAvailable();
/** The migration that made one key pair the active one (its name without the number, which merges may change). */
const SINGLE_ACTIVE_KEY_MIGRATION = 'rsa_key_single_active';

/** The migrations folder as it was before the one named `name`: a journal that ends before it. */
function migrationsBefore(name: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'platform-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag.endsWith(`_${name}`));
  if (cut < 0) throw new Error(`no migration ${name}`);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * A database where two instances raced their first start before the fix holds several key pairs; the migration
 * must leave exactly one active (the oldest, which `limit 1` most likely served) and the others retired.
 */
describe.skipIf(!runOnPostgres)('the one-active-key migration on a database holding several pairs', () => {
  it('keeps the oldest pair active and retires the others', async () => {
    const database = await createScratchDatabase('rsa_key_migration');
    const oldFolder = migrationsBefore(SINGLE_ACTIVE_KEY_MIGRATION);
    try {
      const pool = new pg.Pool({ connectionString: database.url, max: 2 });
      try {
        await migrate(drizzle(pool), { migrationsFolder: oldFolder });
        await pool.query(`insert into rsa_keys (key_id, public_key_spki_pem, private_key_pkcs8_pem, created_at)
          values ('second', 'public-2', 'private-2', now()),
                 ('first', 'public-1', 'private-1', now() - interval '1 minute'),
                 ('third', 'public-3', 'private-3', now())`);
      } finally {
        await pool.end();
      }

      const connection = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
      await connection.close();
      const reader = new pg.Client({ connectionString: database.url });
      await reader.connect();
      const { rows } = await reader.query<{ key_id: string; active: boolean; retired: boolean }>(
        'select key_id, active, retired_at is not null as retired from rsa_keys order by key_id',
      );
      await reader.end();
      expect(rows).toEqual([
        { key_id: 'first', active: true, retired: false },
        { key_id: 'second', active: false, retired: true },
        { key_id: 'third', active: false, retired: true },
      ]);
    } finally {
      rmSync(oldFolder, { recursive: true, force: true });
      await database.drop();
    }
  }, 120_000);
});
