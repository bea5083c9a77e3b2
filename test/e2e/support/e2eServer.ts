import { createServer } from 'node:http';
import { and, eq, sql } from 'drizzle-orm';
import { pageViews } from '../../../packages/server/src/db/schema/content.ts';
import { gameSessions } from '../../../packages/server/src/db/schema/engagement.ts';
import { members } from '../../../packages/server/src/db/schema/members.ts';
import { depositOrders, withdrawalAccounts } from '../../../packages/server/src/db/schema/paymentTables.ts';
import { runOperatorCommand } from '../../../packages/server/src/operator/commands.ts';
import { startServer } from '../../../packages/server/src/startServer.ts';
import { consoleFixtureRoutes } from './consoleFixtures.ts';

/**
 * The server `npm start` runs (startServer: migrations, demo seed, API, site assets, the built app), on the
 * end-to-end suite's fresh PGlite folder and free port. Beside it, on 127.0.0.1 only, a control port answers what
 * the tests must read from the server side: the captcha answer issued to a device (the same hook the server's own
 * tests use; production never sets it), the page views stored per site and a member's invite code and inviter.
 * One fixture writes: it puts a deposit order in the state "its lifetime has passed", which no test can wait for.
 * The operator console's fixtures (consoleFixtures.ts) make operators and pending withdrawals.
 */
const environment = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`e2eServer needs ${name}`);
  return value;
};

const captchaAnswers = new Map<string, string>();
const server = await startServer({
  port: Number(environment('E2E_PORT')),
  host: '127.0.0.1',
  pgliteDataDir: environment('E2E_PGLITE_DIR'),
  seed: true,
  logLevel: 'warn',
  staticDir: environment('E2E_STATIC_DIR'),
  consoleDir: environment('E2E_CONSOLE_DIR'),
  revealCaptchaAnswer: (deviceNumber, answer) => captchaAnswers.set(deviceNumber, answer),
});

async function memberNamed(siteCode: string, username: string) {
  const [member] = await server.connection.db
    .select()
    .from(members)
    .where(and(eq(members.siteCode, siteCode), eq(members.username, username)));
  return member;
}

async function memberWithId(id: string) {
  const [member] = await server.connection.db.select().from(members).where(eq(members.id, id));
  return member;
}

const control = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://control');
  if (url.pathname === '/captcha') {
    const answer = captchaAnswers.get(url.searchParams.get('device') ?? '');
    response.writeHead(answer === undefined ? 404 : 200).end(answer ?? '');
    return;
  }
  if (url.pathname === '/page-views') {
    const rows = await server.connection.db
      .select({ siteCode: pageViews.siteCode, path: pageViews.path })
      .from(pageViews)
      .orderBy(pageViews.id);
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
    return;
  }
  if (url.pathname === '/member') {
    const member = await memberNamed(
      url.searchParams.get('site') ?? '',
      url.searchParams.get('username') ?? '',
    );
    const inviter = member?.invitedBy ? await memberWithId(member.invitedBy) : undefined;
    response
      .writeHead(member === undefined ? 404 : 200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ inviteCode: member?.inviteCode, invitedBy: inviter?.username ?? null }));
    return;
  }
  if (url.pathname === '/age-deposit-order' && request.method === 'POST') {
    // Only this order's expiry moves into the past; the server's clock (and every other test's orders) stay.
    const aged = await server.connection.db
      .update(depositOrders)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(depositOrders.id, url.searchParams.get('id') ?? ''))
      .returning({ id: depositOrders.id });
    response.writeHead(aged.length === 1 ? 204 : 404).end();
    return;
  }
  if (url.pathname === '/age-play-session' && request.method === 'POST') {
    // The member's open play sessions started this many minutes earlier, as if played that long: a reality check
    // is reached without waiting its interval, and without moving the server's clock under other tests.
    const member = await memberNamed(
      url.searchParams.get('site') ?? '',
      url.searchParams.get('username') ?? '',
    );
    const minutes = Number(url.searchParams.get('minutes'));
    const aged =
      member === undefined || !Number.isInteger(minutes)
        ? []
        : await server.connection.db
            .update(gameSessions)
            .set({ startedAt: sql`${gameSessions.startedAt} - make_interval(mins => ${minutes})` })
            .where(eq(gameSessions.memberId, member.id))
            .returning({ gameId: gameSessions.gameId });
    response.writeHead(aged.length > 0 ? 204 : 404).end();
    return;
  }
  if (url.pathname === '/age-withdrawal-accounts' && request.method === 'POST') {
    // The member's withdrawal accounts were added a week and a day ago: past every site's delay for new accounts
    // (at most a week), without moving the server's clock under other tests.
    const member = await memberNamed(
      url.searchParams.get('site') ?? '',
      url.searchParams.get('username') ?? '',
    );
    const aged = await server.connection.db
      .update(withdrawalAccounts)
      .set({ createdAt: new Date(Date.now() - 8 * 24 * 3_600_000) })
      .where(eq(withdrawalAccounts.memberId, member?.id ?? '00000000-0000-0000-0000-000000000000'))
      .returning({ id: withdrawalAccounts.id });
    response.writeHead(aged.length > 0 ? 204 : 404).end();
    return;
  }
  if (url.pathname === '/operator' && request.method === 'POST') {
    // The operator tool's commands, run in-process (the functions the CLI and the API's operator endpoint run):
    // quicker than starting the CLI for each step.
    const lines: string[] = [];
    const args = url.searchParams.getAll('arg');
    try {
      await runOperatorCommand(server.connection.db, args, (line) => lines.push(line), 'e2e');
      response.writeHead(200, { 'content-type': 'text/plain' }).end(lines.join('\n'));
    } catch (error) {
      response.writeHead(400, { 'content-type': 'text/plain' }).end(String(error));
    }
    return;
  }
  if (await consoleFixtureRoutes(server.connection.db, url, request.method, response)) return;
  response.writeHead(404).end();
});
control.listen(Number(environment('E2E_CONTROL_PORT')), '127.0.0.1', () => console.log('e2e server ready'));

const stop = async () => {
  control.close();
  await server.stop();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
