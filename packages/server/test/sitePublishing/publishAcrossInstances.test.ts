import { consoleEndpoints } from '@platform/contract';
import { type SiteConfig, siteConfigs } from '@platform/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '../../../../test/postgres.ts';
import { openDatabase } from '../../src/composition/openDatabase.ts';
import {
  authenticatorCode,
  ConsoleBrowser,
  createOperator,
  fetchTransport,
} from '../console/consoleClient.ts';
import { httpGet } from '../support/httpCalls.ts';
import { publishedSiteBuild } from '../support/publishedSiteBuild.ts';
import {
  createScratchDatabase,
  type ScratchDatabase,
  type ServerProcess,
  startServerProcess,
} from '../support/serverProcesses.ts';

const runOnPostgres = await postgresAvailable();
const PASSWORD = 'Operator2026';

/**
 * Two real API processes (main.ts) on one PostgreSQL database and one build, as behind a load balancer: a
 * publish through one instance is what the other serves on the next page load, with no restart or rebuild.
 */
describe.skipIf(!runOnPostgres)('a publish on two instances over PostgreSQL (issue 25)', () => {
  let database: ScratchDatabase;
  let operator: { secret: string };
  let first: ServerProcess;
  let second: ServerProcess;

  beforeAll(async () => {
    database = await createScratchDatabase('composer');
    const env = { STATIC_DIR: publishedSiteBuild() };
    first = await startServerProcess({ databaseUrl: database.url, seed: false, env });
    second = await startServerProcess({ databaseUrl: database.url, seed: false, env });
    // The operator is created and the connection closed before the test: only the instances hold connections.
    const connection = await openDatabase({ databaseUrl: database.url });
    try {
      operator = await createOperator(connection.db, {
        username: 'composer-pg',
        password: PASSWORD,
        role: 'siteOperator',
        grants: [{ siteCode: 'hgty', permissions: ['publishSite'] }],
      });
    } finally {
      await connection.close();
    }
  }, 300_000);

  afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await database?.drop();
  }, 60_000);

  const homeOf = async (server: ServerProcess) =>
    (await httpGet(server.url, '/app/home', { headers: { host: 'hgty.localhost' } })).body;

  it('is served by the other instance from the next page load on, and so is a rollback', async () => {
    const browser = new ConsoleBrowser(fetchTransport(first.url));
    await browser.post(consoleEndpoints.consoleSignIn.path, { username: 'composer-pg', password: PASSWORD });
    const verified = await browser.post(consoleEndpoints.consoleTwoStepVerify.path, {
      code: authenticatorCode(operator.secret),
    });
    expect(verified.status).toBe(200);
    // Both instances seeded at start; version 1 (the file) is what both serve.
    expect(await homeOf(second)).toContain('<img alt="首存优惠">');

    const changed = structuredClone(siteConfigs.hgty) as SiteConfig & {
      home: { props: { slides: { alt: Record<string, string> }[] } }[];
    };
    const slide = changed.home[0]?.props.slides[0];
    if (!slide) throw new Error("hgty's home no longer starts with a banner carousel");
    slide.alt['zh-CN'] = '两个实例';
    await browser.post(consoleEndpoints.consoleSaveSiteDraft.path, {
      siteCode: 'hgty',
      baseVersion: 1,
      config: changed,
    });
    const published = await browser.post(consoleEndpoints.consolePublishSiteConfig.path, {
      siteCode: 'hgty',
      baseVersion: 1,
      note: 'across instances',
    });
    expect(published.body.data).toEqual({ version: 2, previousVersion: 1 });
    expect(await homeOf(second)).toContain('<img alt="两个实例">');

    const rolledBack = await browser.post(consoleEndpoints.consoleRollBackSiteConfig.path, {
      siteCode: 'hgty',
      version: 1,
      baseVersion: 2,
      note: 'back',
    });
    expect(rolledBack.body.data).toEqual({ version: 3, previousVersion: 2 });
    expect(await homeOf(second)).toContain('<img alt="首存优惠">');
  });
});
