import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresUrl } from '../../../../test/postgres.ts';
import { openDatabase } from '../../src/composition/openDatabase.ts';
import type { MoneyExecutor } from '../../src/ledger/executor.ts';
import { openTestDatabase } from './testApp.ts';

export type MoneyTestDatabase = { database: MoneyExecutor; close(): Promise<void> };

/**
 * A copy of the test run's migrated, seeded PGlite snapshot (ledger guards installed by openDatabase): one connection, for
 * everything but races.
 */
export async function openPgliteMoneyDatabase(): Promise<MoneyTestDatabase> {
  const connection = await openTestDatabase();
  return { database: connection.db, close: () => connection.close() };
}

/**
 * A fresh database on the PostgreSQL server, migrated, dropped again by `close`, so parallel runs never share
 * state. `connections` sizes the pool (race suites want many).
 */
export async function openPostgresMoneyDatabase(connections = 10): Promise<MoneyTestDatabase> {
  const name = `money_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const connection = await openDatabase({ databaseUrl: url.toString(), poolSize: connections });
  return {
    database: connection.db,
    async close() {
      await connection.close();
      // The pool's sockets close asynchronously: retry until the server has let go of them instead of
      // terminating them (a terminated idle client raises an unhandled error in the test process).
      for (let attempt = 0; ; attempt += 1) {
        try {
          await admin.query(`drop database if exists ${name}`);
          break;
        } catch (error) {
          if (attempt >= 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await admin.end();
    },
  };
}
