import { fileURLToPath } from 'node:url';
import { buildApp } from './app.ts';
import { openDatabase } from './db/database.ts';
import { DEFAULT_DEMO_PASSWORD } from './seed/demoMembers.ts';
import { seedDemoData } from './seed/seedDemoData.ts';
import { defaultSiteDirectory } from './sites/siteConfigs.ts';

/**
 * `node --import tsx packages/server/src/main.ts`: opens PGlite (`.data/pglite`, or DATABASE_URL), migrates,
 * seeds the demo data for all five sites, and listens on PORT (default 8080).
 */
const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
const connection = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.PGLITE_DATA_DIR ?? '.data/pglite',
});
const sites = defaultSiteDirectory();
const logins =
  process.env.SEED === 'false'
    ? []
    : await seedDemoData(connection.db, sites.all, {
        demoPassword: process.env.DEMO_PASSWORD ?? DEFAULT_DEMO_PASSWORD,
        nowMs: Date.now(),
      });
const app = await buildApp({
  db: connection.db,
  sites,
  logLevel: process.env.LOG_LEVEL ?? 'info',
  siteAssetsDir: fileURLToPath(new URL('../../../site-configs/assets', import.meta.url)),
  staticDir: process.env.STATIC_DIR,
});

const shutdown = async () => {
  await app.close();
  await connection.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port, host });
const url = `http://localhost:${port}`;
console.log(`\nPlatform API on ${url} (${connection.kind})  OpenAPI: ${url}/api/openapi.json`);
for (const login of logins) {
  console.log(
    `  demo login for ${login.siteCode.padEnd(6)} ${login.username} / ${login.password}  (site_code: ${login.siteCode})`,
  );
}
