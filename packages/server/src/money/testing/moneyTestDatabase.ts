import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { postgresUrl } from '../../../../../test/postgres.ts';
import * as moneySchema from '../../db/schema/ledger.ts';
import type { MoneyExecutor } from '../ledger/executor.ts';
import { installLedgerGuards } from '../ledger/guards.ts';

export type MoneyTestDatabase = { database: MoneyExecutor; close(): Promise<void> };

async function createSchema(database: MoneyExecutor): Promise<void> {
  const { generateDrizzleJson, generateMigration } = await import('drizzle-kit/api');
  const empty = generateDrizzleJson({});
  const statements = await generateMigration(empty, generateDrizzleJson(moneySchema));
  for (const statement of statements) await database.execute(sql.raw(statement));
  await installLedgerGuards(database);
}

/** An in-memory PGlite with the money schema: fast, single connection, for everything but races. */
export async function openPgliteMoneyDatabase(): Promise<MoneyTestDatabase> {
  const client = new PGlite();
  const database = drizzlePglite(client) as unknown as MoneyExecutor;
  await createSchema(database);
  return { database, close: () => client.close() };
}

/**
 * A fresh database on the PostgreSQL server, dropped again by `close`, so parallel runs never share state.
 * `connections` sizes the pool (race suites want many).
 */
export async function openPostgresMoneyDatabase(connections = 10): Promise<MoneyTestDatabase> {
  const name = `money_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: connections });
  const database = drizzleNodePostgres(pool) as unknown as MoneyExecutor;
  await createSchema(database);
  return {
    database,
    async close() {
      await pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
