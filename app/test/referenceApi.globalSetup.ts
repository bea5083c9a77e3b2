/**
 * Starts the reference platform API in-process for the app's browser tests: embedded PGlite in memory, the demo
 * data of every site, rate limits off, and each issued captcha's answer kept (keyed by device) so a test can type
 * it. The Vite server of the tests forwards /api, /site-assets and /demo-assets to it (apiForwardingPlugin.ts).
 */
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  buildApp,
  defaultSiteDirectory,
  openDatabase,
  runOperatorCommand,
  seedDemoData,
} from '@platform/server';
import {
  AGE_WITHDRAWAL_ACCOUNTS,
  captchaAnswers,
  HOLD_RESEND_WAIT,
  referenceApiOriginVariable,
  shareOperatorRunner,
} from './referenceApiState.ts';

export default async function startReferenceApi() {
  const database = await openDatabase({ dataDir: 'memory://' });
  const sites = defaultSiteDirectory();
  await seedDemoData(database.db, sites.all, { demoPassword: 'Demo2026', nowMs: Date.now() });
  const app = await buildApp({
    db: database.db,
    sites,
    logLevel: 'silent',
    rateLimits: false,
    siteAssetsDir: fileURLToPath(new URL('../../site-configs/assets', import.meta.url)),
    revealCaptchaAnswer: (deviceNumber: string, answer: string) => captchaAnswers().set(deviceNumber, answer),
  });
  // Test commands run the operator tool as an operator would (operatorCommand.ts, outboxCommand.ts).
  shareOperatorRunner(async (args) => {
    if (args[0] === AGE_WITHDRAWAL_ACCOUNTS) return ageWithdrawalAccounts(database, args.slice(1));
    if (args[0] === HOLD_RESEND_WAIT) return holdResendWait(database, args.slice(1));
    const lines: string[] = [];
    await runOperatorCommand(database.db, args, (line) => lines.push(line), 'app-tests');
    return lines.join('\n');
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  process.env[referenceApiOriginVariable] = `http://127.0.0.1:${port}`;
  return async () => {
    await app.close();
    await database.close();
  };
}

/**
 * Not an operator command: the test's own step that moves a member's withdrawal accounts past the site's delay for
 * new payout accounts (hgty: 24 h), as if it had been waited out, for tests about what follows a withdrawal.
 */
async function ageWithdrawalAccounts(
  database: Awaited<ReturnType<typeof openDatabase>>,
  [site, username]: readonly string[],
): Promise<string> {
  if (database.pglite === undefined) throw new Error('the app tests run the reference API on PGlite');
  const aged = await database.pglite.query(
    `update withdrawal_accounts set created_at = now() - interval '8 days'
      where member_id = (select id from members where site_code = $1 and username = $2)`,
    [site, username],
  );
  return `${aged.affectedRows ?? 0} accounts aged`;
}

/**
 * Not an operator command: the test's own step that dates a destination's codes ten minutes ahead, longer than any
 * test runs, so the server's one-send-a-minute rule still refuses a resend however long a loaded machine took
 * between the first send and the next (the rule itself is tested with a driven clock in packages/server).
 */
async function holdResendWait(
  database: Awaited<ReturnType<typeof openDatabase>>,
  [site, destination]: readonly string[],
): Promise<string> {
  if (database.pglite === undefined) throw new Error('the app tests run the reference API on PGlite');
  const held = await database.pglite.query(
    `update verification_codes set created_at = now() + interval '10 minutes'
      where site_code = $1 and destination = $2`,
    [site, destination],
  );
  return `${held.affectedRows ?? 0} codes held`;
}
