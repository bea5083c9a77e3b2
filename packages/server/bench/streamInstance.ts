import { freePort } from '../../../test/freePort.ts';
import { startServer } from '../src/startServer.ts';
import { createBenchMembers } from './benchMembers.ts';

/**
 * One API instance for `eventStreams.ts`, started the way main.ts starts one (startServer: migrations, the
 * revocation feed and whatever else a deployed instance runs), on a free port of a PostgreSQL database.
 * `node --import tsx bench/streamInstance.ts <databaseUrl> <memberCount>`: with a member count above 0 it seeds the
 * demo data and that many funded members with sessions (one instance does; the other starts on the seeded
 * database with 0). Prints one JSON line `{ port, tokens }` once it listens; stops on SIGTERM.
 */
const [databaseUrl, memberCountArgument] = process.argv.slice(2);
if (!databaseUrl) throw new Error('usage: streamInstance.ts <databaseUrl> <memberCount>');
const memberCount = Number(memberCountArgument ?? 0);
const port = await freePort();
const server = await startServer({
  port,
  host: '127.0.0.1',
  databaseUrl,
  pgliteDataDir: '',
  seed: memberCount > 0,
  logLevel: process.env.LOG_LEVEL ?? 'warn',
});
const { tokens } =
  memberCount > 0
    ? await createBenchMembers(server.app, server.connection.db, memberCount)
    : { tokens: [] as string[] };
process.stdout.write(`${JSON.stringify({ port, tokens })}\n`);

process.once('SIGTERM', async () => {
  await server.stop();
  process.exit(0);
});
