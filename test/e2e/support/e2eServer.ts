import { createServer } from 'node:http';
import { pageViews } from '../../../packages/server/src/db/schema/content.ts';
import { runOperatorCommand } from '../../../packages/server/src/operator/commands.ts';
import { startServer } from '../../../packages/server/src/startServer.ts';

/**
 * The server `npm start` runs (startServer: migrations, demo seed, API, site assets, the built app), on the
 * end-to-end suite's fresh PGlite folder and free port. Beside it, on 127.0.0.1 only, a control port answers what
 * the tests must read from the server side: the captcha answer issued to a device (the same hook the server's own
 * tests use; production never sets it) and the page views stored per site.
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
  revealCaptchaAnswer: (deviceNumber, answer) => captchaAnswers.set(deviceNumber, answer),
});

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
  if (url.pathname === '/operator' && request.method === 'POST') {
    // The operator tool's commands, run in-process: the CLI cannot open the PGlite folder this server holds.
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
