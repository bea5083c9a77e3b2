import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from './app.ts';
import { type DatabaseConnection, openDatabase } from './db/database.ts';
import { DEFAULT_DEMO_PASSWORD } from './seed/demoMembers.ts';
import { type DemoLogin, seedDemoData } from './seed/seedDemoData.ts';
import { defaultSiteAssetsDirectory, defaultSiteDirectory } from './sites/siteConfigs.ts';

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
  /** Only the end-to-end harness sets this (it reads captcha answers the way the server's tests do). */
  revealCaptchaAnswer?: BuildAppOptions['revealCaptchaAnswer'];
}

export interface RunningServer {
  app: FastifyInstance;
  connection: DatabaseConnection;
  logins: DemoLogin[];
  url: string;
  stop(): Promise<void>;
}

/**
 * What `npm start` runs (through main.ts) and what the end-to-end suite runs on a fresh database: open and
 * migrate the database, seed the demo data for every site, serve the API, the site assets and the built app.
 */
export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const connection = await openDatabase({
    databaseUrl: options.databaseUrl,
    dataDir: options.pgliteDataDir,
  });
  const sites = defaultSiteDirectory();
  const logins = options.seed
    ? await seedDemoData(connection.db, sites.all, {
        demoPassword: options.demoPassword ?? DEFAULT_DEMO_PASSWORD,
        nowMs: Date.now(),
      })
    : [];
  const app = await buildApp({
    db: connection.db,
    sites,
    revocationFeed: connection.openRevocationFeed(),
    logLevel: options.logLevel,
    siteAssetsDir: defaultSiteAssetsDirectory,
    staticDir: options.staticDir,
    revealCaptchaAnswer: options.revealCaptchaAnswer,
  });
  await app.listen({ port: options.port, host: options.host });
  return {
    app,
    connection,
    logins,
    url: `http://localhost:${options.port}`,
    stop: async () => {
      await app.close();
      await connection.close();
    },
  };
}
