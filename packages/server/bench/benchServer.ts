import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/composition/openDatabase.ts';
import { turnBatchedLogDestination } from '../src/logDestination.ts';
import { seedDemoData } from '../src/seed/seedDemoData.ts';
import { defaultSiteDirectory } from '../src/sites/siteConfigs.ts';
import { createBenchMembers } from './benchMembers.ts';

/**
 * The server under benchmark, in its own process so the load generator does not share its event loop.
 * `node --import tsx bench/benchServer.ts pglite|postgres`: seeds the demo data and 50 funded hgty members with
 * sessions, listens on a free port and prints one JSON line `{ port, tokens, memberIds, databaseUrl }`. With
 * postgres it creates a throw-away database on POSTGRES_URL (default the test server) and drops it on SIGTERM.
 * `LOG_LEVEL` (default warn; `info` logs every request as production does, into /dev/null) and `RATE_LIMITS=on`
 * (the production limits) make it the server as deployed.
 */
const engine = process.argv[2];
const MEMBER_COUNT = 50;
const adminUrl = process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
let dropDatabase = async () => {};
let databaseUrl: string | null = null;

async function connect() {
  if (engine === 'pglite') return openDatabase({ pglite: new PGlite() });
  if (engine !== 'postgres') throw new Error('engine must be pglite or postgres');
  const name = `money_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  // pg's pool.end() resolves before its sockets have closed; forcing the drop then would kill them mid-close and
  // crash this process (before a --cpu-prof profile is written), so wait for them to go, a bounded number of times.
  dropDatabase = async () => {
    for (let attempt = 0; attempt < 50; attempt++) {
      const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
        name,
      ]);
      if (open.rows[0].n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  return openDatabase({ databaseUrl, poolSize: Number(process.env.POOL_SIZE ?? 20) });
}

const connection = await connect();
const sites = defaultSiteDirectory();
await seedDemoData(connection.db, sites.all, { demoPassword: 'Bench2026x', nowMs: Date.now() });
const app = await buildApp({
  db: connection.db,
  sites,
  logLevel: process.env.LOG_LEVEL ?? 'warn',
  // the destination as deployed (src/logDestination.ts), to /dev/null instead of stdout so nothing reads the lines
  logStream: turnBatchedLogDestination('/dev/null'),
  rateLimits: process.env.RATE_LIMITS === 'on',
  // as deployed: on PostgreSQL the session cache is trusted only while its LISTEN connection is up
  revocationFeed: connection.openRevocationFeed(),
});
// One member per connection: a member's own transfers serialise on their wallet row (as they must), so the
// load is spread over as many members as autocannon opens connections.
const { memberIds, tokens } = await createBenchMembers(app, connection.db, MEMBER_COUNT);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ port, tokens, memberIds, databaseUrl })}\n`);

process.once('SIGTERM', async () => {
  await app.close();
  await connection.close();
  await dropDatabase();
  process.exit(0);
});
