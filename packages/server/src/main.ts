import { startServer } from './startServer.ts';

/**
 * `node --import tsx packages/server/src/main.ts`: opens PGlite (`.data/pglite`, or DATABASE_URL), migrates,
 * seeds the demo data for all five sites, and listens on PORT (default 8080); STATIC_DIR is the built app.
 */
const port = Number(process.env.PORT ?? 8080);
const server = await startServer({
  port,
  host: process.env.HOST ?? '0.0.0.0',
  databaseUrl: process.env.DATABASE_URL,
  pgliteDataDir: process.env.PGLITE_DATA_DIR ?? '.data/pglite',
  seed: process.env.SEED !== 'false',
  demoPassword: process.env.DEMO_PASSWORD,
  logLevel: process.env.LOG_LEVEL ?? 'info',
  staticDir: process.env.STATIC_DIR,
});

const shutdown = async () => {
  await server.stop();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

console.log(
  `\nPlatform API on ${server.url} (${server.connection.kind})  OpenAPI: ${server.url}/api/openapi.json`,
);
// Chromium resolves every *.localhost name to loopback, and the app picks its site from the host.
const appUrl = (siteCode: string) => `http://${siteCode}.localhost:${port}/app/home`;
for (const login of server.logins) {
  const where = process.env.STATIC_DIR ? appUrl(login.siteCode) : `site_code: ${login.siteCode}`;
  console.log(
    `  ${login.siteCode.padEnd(6)} ${where.padEnd(40)} demo login ${login.username} / ${login.password}`,
  );
}
