import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from './app.ts';
import { type DatabaseConnection, openDatabase } from './composition/openDatabase.ts';
import type { MemberSessionRevoker } from './console/memberAccess.ts';
import { newOperatorToken, writeOperatorAccess } from './operator/operatorAccess.ts';
import { startOperatorServer } from './operator/operatorServer.ts';
import { serverKeyProblem } from './security/serverKey.ts';
import { judgeServerSecrets, serverKeyVariables } from './security/serverSecrets.ts';
import { DEFAULT_DEMO_PASSWORD } from './seed/demoMembers.ts';
import { type DemoOperatorLogin, ensureDemoOperators } from './seed/demoOperators.ts';
import { type DemoLogin, seedDemoData } from './seed/seedDemoData.ts';
import { defaultSiteAssetsDirectory, defaultSiteDirectory } from './sites/siteConfigs.ts';
import type { SiteDirectory } from './sites/siteDirectory.ts';

export interface StartServerOptions {
  port: number;
  host: string;
  databaseUrl?: string;
  pgliteDataDir: string;
  seed: boolean;
  demoPassword?: string;
  logLevel: string;
  /** The built member app (app/dist), served at `/`. */
  staticDir?: string;
  /** The built operator console (packages/console/dist), served at `/console/`. */
  consoleDir?: string;
  /** The load balancers whose `X-Forwarded-For` names the client (BuildAppOptions.trustedProxies). */
  trustedProxies?: readonly string[];
  /** Only the end-to-end harness sets this (it reads captcha answers the way the server's tests do). */
  revealCaptchaAnswer?: BuildAppOptions['revealCaptchaAnswer'];
}

export interface RunningServer {
  app: FastifyInstance;
  connection: DatabaseConnection;
  logins: DemoLogin[];
  /** The console's demo operators (seeded with the demo data): admin and one site's operator. */
  operatorLogins: DemoOperatorLogin[];
  url: string;
  stop(): Promise<void>;
}

/**
 * The operator tool cannot open a PGlite folder this process holds, so it sends its commands here: a loopback
 * listener and, beside the folder, the file that tells the tool its port and this start's token. On PostgreSQL
 * the tool connects to the database itself (many clients are fine there), so nothing is opened.
 */
async function openOperatorAccess(
  connection: DatabaseConnection,
  options: StartServerOptions,
  sites: SiteDirectory,
  sessions: MemberSessionRevoker,
): Promise<{ close(): Promise<void> } | undefined> {
  if (connection.kind !== 'pglite' || options.pgliteDataDir.includes('://')) return undefined;
  const token = newOperatorToken();
  const listener = await startOperatorServer({
    db: connection.db,
    token,
    sites,
    sessions,
    logLevel: options.logLevel,
  });
  const file = writeOperatorAccess(options.pgliteDataDir, { pid: process.pid, port: listener.port, token });
  return {
    close: async () => {
      file.remove();
      await listener.close();
    },
  };
}

/**
 * Thrown before anything opens when a secret would use its development value where that is a hole, or a key is
 * set to something unusable.
 */
export class ServerSecretsError extends Error {}

/** Applies serverSecrets.ts's rule to this start: refuses (throws) or warns once on the console. */
function refuseDevelopmentSecretsWhereExposed(options: StartServerOptions): void {
  const verdict = judgeServerSecrets({
    host: options.host,
    nodeEnv: process.env.NODE_ENV,
    seed: options.seed,
    isSet: (variable) => Boolean(variable === 'DEMO_PASSWORD' ? options.demoPassword : process.env[variable]),
  });
  if (verdict.kind === 'refuse') throw new ServerSecretsError(verdict.message);
  // a key that is set but unusable would fail the first sign-in instead of the start, wherever the server runs
  for (const variable of serverKeyVariables) {
    const configured = process.env[variable];
    const problem = configured ? serverKeyProblem(variable, configured) : null;
    if (problem) throw new ServerSecretsError(`Refusing to start: ${problem}.`);
  }
  if (verdict.kind === 'warn') console.warn(verdict.message);
}

/**
 * What `npm start` runs (through main.ts) and what the end-to-end suite runs on a fresh database: open and
 * migrate the database, seed the demo data for every site, serve the API, the site assets and the built app.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  refuseDevelopmentSecretsWhereExposed(options);
  const connection = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.pgliteDataDir,
  });
  const sites = defaultSiteDirectory();
  // one instance at a time: two seeding a new database together would both insert the same rows
  const demoPassword = options.demoPassword ?? DEFAULT_DEMO_PASSWORD;
  const seeded = options.seed
    ? await connection.exclusively(async () => ({
        logins: await seedDemoData(connection.db, sites.all, { demoPassword, nowMs: Date.now() }),
        operatorLogins: await ensureDemoOperators(
          connection.db,
          demoPassword,
          sites.resolve(undefined, undefined).code,
        ),
      }))
    : { logins: [], operatorLogins: [] };
  const app = await buildApp({
    db: connection.db,
    sites,
    revocationFeed: connection.openRevocationFeed(),
    outboxNotices: connection.openOutboxNotices(),
    logLevel: options.logLevel,
    siteAssetsDir: defaultSiteAssetsDirectory,
    staticDir: options.staticDir,
    consoleDir: options.consoleDir,
    trustedProxies: options.trustedProxies,
    revealCaptchaAnswer: options.revealCaptchaAnswer,
  });
  await app.listen({ port: options.port, host: options.host });
  const operatorAccess = await openOperatorAccess(connection, options, sites, app.platform.sessions);
  return {
    app,
    connection,
    ...seeded,
    url: `http://localhost:${options.port}`,
    stop: async () => {
      await operatorAccess?.close();
      await app.close();
      await connection.close();
    },
  };
}
