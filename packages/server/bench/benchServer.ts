import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { members } from '../src/db/schema/members.ts';
import { seedDemoData } from '../src/seed/seedDemoData.ts';
import { defaultSiteDirectory } from '../src/sites/siteConfigs.ts';

/**
 * The server under benchmark, in its own process so the load generator does not share its event loop.
 * `node --import tsx bench/benchServer.ts pglite|postgres`: seeds the demo data, signs the hgty demo member in,
 * listens on a free port and prints one JSON line `{ port, token }`. With postgres it creates a throw-away
 * database on POSTGRES_URL (default the test server) and drops it on SIGTERM.
 */
const engine = process.argv[2];
const adminUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let dropDatabase = async () => {};

async function connect() {
  if (engine === 'pglite') return openDatabase({ pglite: new PGlite() });
  if (engine !== 'postgres') throw new Error('engine must be pglite or postgres');
  const name = `money_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  dropDatabase = async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return openDatabase({ databaseUrl: url.toString(), poolSize: Number(process.env.POOL_SIZE ?? 20) });
}

const connection = await connect();
const sites = defaultSiteDirectory();
await seedDemoData(connection.db, sites.all, { demoPassword: 'Bench2026x', nowMs: Date.now() });
const app = await buildApp({ db: connection.db, sites, logLevel: 'warn', rateLimits: false });
const [demo] = await connection.db
  .select({ id: members.id, siteCode: members.siteCode, username: members.username })
  .from(members)
  .where(and(eq(members.siteCode, 'hgty'), eq(members.username, 'demo')));
if (!demo) throw new Error('demo member missing');
const session = await app.platform.sessions.issue(demo);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, token: session.token })}\n`);

process.once('SIGTERM', async () => {
  await app.close();
  await connection.close();
  await dropDatabase();
  process.exit(0);
});
