import { type SiteConfig, siteConfigs } from '@platform/site-config';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog } from '../../src/db/schema/consoleTables.ts';
import { siteConfigVersions, sitePublishedVersions } from '../../src/db/schema/siteConfigVersions.ts';
import { seedSiteConfigVersions } from '../../src/sitePublishing/siteConfigVersions.ts';
import { type ConsoleBrowser, consolePaths, createOperator } from '../console/consoleClient.ts';
import { publishedSiteBuild } from '../support/publishedSiteBuild.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import {
  COMPOSER_PASSWORD,
  composerSignedIn,
  type SiteConfigOverview,
  siteConfigOverview,
} from './composerConsole.ts';

const PASSWORD = COMPOSER_PASSWORD;
const paths = consolePaths;

let testApp: TestApp;
let admin: { id: string; secret: string };
let publisher: { id: string; secret: string };
let moneyApprover: { id: string; secret: string };

beforeAll(async () => {
  testApp = await createTestApp({ staticDir: publishedSiteBuild() });
  const db = testApp.connection.db;
  admin = await createOperator(db, { username: 'composer-admin', password: PASSWORD, role: 'admin' });
  publisher = await createOperator(db, {
    username: 'composer-hgty',
    password: PASSWORD,
    role: 'siteOperator',
    grants: [{ siteCode: 'hgty', permissions: ['publishSite'] }],
  });
  moneyApprover = await createOperator(db, {
    username: 'composer-money',
    password: PASSWORD,
    role: 'siteOperator',
    grants: [{ siteCode: 'hgty', permissions: ['approveMoney'] }],
  });
});
afterAll(() => testApp?.close());

/** The operators by name, read when a test runs (beforeAll creates them). */
const operators = () => ({
  'composer-admin': admin,
  'composer-hgty': publisher,
  'composer-money': moneyApprover,
});

async function signedIn(username: keyof ReturnType<typeof operators>): Promise<ConsoleBrowser> {
  return composerSignedIn(testApp, { username, secret: operators()[username].secret });
}

/** hgty's config with the first banner's zh-CN alt text changed. */
function withBannerAlt(config: SiteConfig, alt: string): SiteConfig {
  const changed = structuredClone(config) as SiteConfig & {
    home: { props: { slides: { alt: Record<string, string> }[] } }[];
  };
  const slide = changed.home[0]?.props.slides[0];
  if (!slide) throw new Error("hgty's home no longer starts with a banner carousel");
  slide.alt['zh-CN'] = alt;
  return changed;
}

const homeHtml = async () =>
  (await testApp.app.inject({ method: 'GET', url: '/app/home', headers: { host: 'hgty.localhost' } })).body;

async function auditOf(action: string) {
  return testApp.connection.db
    .select()
    .from(operatorAuditLog)
    .where(and(eq(operatorAuditLog.action, action), eq(operatorAuditLog.siteCode, 'hgty')));
}

describe('site config versions (issue 25)', () => {
  it("seeds version 1 of every site from its file, published, and serves it in the site's pages", async () => {
    const browser = await signedIn('composer-admin');
    const seeded = await siteConfigOverview(browser);
    expect(seeded.versions.at(-1)).toMatchObject({ version: 1, author: 'seed', published: true });
    expect(seeded.publishedConfig).toEqual(siteConfigs.hgty);
    const html = await homeHtml();
    expect(html).toContain('<img alt="首存优惠">');
    expect(html).toContain(`<meta name="published" content="hgty ${siteConfigs.hgty.theme.colors.brand}">`);
  });

  it('publishes a draft: members get it on their next page load, the version list and audit say so', async () => {
    const browser = await signedIn('composer-hgty');
    const base = (await siteConfigOverview(browser)).publishedVersion;
    const saved = await browser.post(paths.consoleSaveSiteDraft, {
      siteCode: 'hgty',
      baseVersion: base,
      config: withBannerAlt(siteConfigs.hgty, '新春首存'),
    });
    expect(saved.body.data).toMatchObject({ baseVersion: base, problems: [] });
    const published = await browser.post(paths.consolePublishSiteConfig, {
      siteCode: 'hgty',
      baseVersion: base,
      note: 'spring banner',
    });
    expect(published.body.data).toEqual({ version: base + 1, previousVersion: base });
    expect(await homeHtml()).toContain('<img alt="新春首存">');
    const after = await siteConfigOverview(browser);
    expect(after.versions[0]).toMatchObject({
      version: base + 1,
      author: 'composer-hgty',
      note: 'spring banner',
      published: true,
    });
    expect(after.draft).toBeNull();
    const [entry] = (await auditOf('siteConfig.published')).filter(
      (row) => (row.after as { version: number }).version === base + 1,
    );
    expect(entry).toMatchObject({ actor: 'operator:composer-hgty', before: { version: base } });
  });

  it('refuses a publish from a stale base with 409, telling each editor of the others', async () => {
    const first = await signedIn('composer-admin');
    const second = await signedIn('composer-hgty');
    const base = (await siteConfigOverview(first)).publishedVersion;
    for (const [browser, alt] of [
      [first, '甲'],
      [second, '乙'],
    ] as const)
      await browser.post(paths.consoleSaveSiteDraft, {
        siteCode: 'hgty',
        baseVersion: base,
        config: withBannerAlt(siteConfigs.hgty, alt),
      });
    expect((await siteConfigOverview(first)).otherEditors.map((editor) => editor.operator)).toEqual([
      'composer-hgty',
    ]);
    expect((await siteConfigOverview(second)).otherEditors.map((editor) => editor.operator)).toEqual([
      'composer-admin',
    ]);
    const won = await first.post(paths.consolePublishSiteConfig, {
      siteCode: 'hgty',
      baseVersion: base,
      note: 'a',
    });
    expect(won.status).toBe(200);
    const stale = await second.post(paths.consolePublishSiteConfig, {
      siteCode: 'hgty',
      baseVersion: base,
      note: 'b',
    });
    expect([stale.status, (stale.body.data as { code: string }).code]).toEqual([
      409,
      'CONSOLE_SITE_VERSION_STALE',
    ]);
    expect(await homeHtml()).toContain('<img alt="甲">');
  });

  it('rolls back to an earlier version in one action, as a new version copying it', async () => {
    const browser = await signedIn('composer-hgty');
    const base = (await siteConfigOverview(browser)).publishedVersion;
    const rolledBack = await browser.post(paths.consoleRollBackSiteConfig, {
      siteCode: 'hgty',
      version: 1,
      baseVersion: base,
      note: 'back to the file',
    });
    expect(rolledBack.body.data).toEqual({ version: base + 1, previousVersion: base });
    const after = await siteConfigOverview(browser);
    expect(after.publishedConfig).toEqual(siteConfigs.hgty);
    expect(await homeHtml()).toContain('<img alt="首存优惠">');
    const [entry] = (await auditOf('siteConfig.rolledBack')).filter(
      (row) => (row.after as { version: number }).version === base + 1,
    );
    expect(entry).toMatchObject({ before: { version: base }, after: { copyOf: 1 } });
  });

  it('lists validation problems by JSON path, and refuses to publish them', async () => {
    const browser = await signedIn('composer-hgty');
    const broken = structuredClone(siteConfigs.hgty) as unknown as { theme: { colors: { brand: string } } };
    broken.theme.colors.brand = 'blue-ish';
    const checked = await browser.post(paths.consoleValidateSiteConfig, { siteCode: 'hgty', config: broken });
    expect((checked.body.data as { problems: { path: string }[] }).problems.map((p) => p.path)).toContain(
      '$.theme.colors.brand',
    );
    const otherSite = await browser.post(paths.consoleValidateSiteConfig, {
      siteCode: 'hgty',
      config: siteConfigs.blty,
    });
    expect((otherSite.body.data as { problems: unknown[] }).problems).toEqual([
      { path: '$.code', expected: '"hgty"', found: '"blty"' },
    ]);
    const imported = await browser.post(paths.consoleImportSiteConfig, {
      siteCode: 'hgty',
      text: JSON.stringify(broken),
    });
    expect(imported.body.data).toMatchObject({ saved: true });
    const { draft, publishedVersion } = (await siteConfigOverview(browser)) as SiteConfigOverview;
    expect(draft?.problems.map((problem) => problem.path)).toContain('$.theme.colors.brand');
    const refused = await browser.post(paths.consolePublishSiteConfig, {
      siteCode: 'hgty',
      baseVersion: publishedVersion,
      note: 'broken',
    });
    expect([refused.status, (refused.body.data as { code: string }).code]).toEqual([
      422,
      'CONSOLE_SITE_CONFIG_INVALID',
    ]);
    const notJson = await browser.post(paths.consoleImportSiteConfig, { siteCode: 'hgty', text: '{"code":' });
    expect(notJson.body.data).toMatchObject({
      saved: false,
      problems: [{ path: '$', expected: 'valid JSON' }],
    });
    expect((await auditOf('siteConfig.imported')).length).toBe(1);
  });

  it('exports a version whole, as the site file', async () => {
    const browser = await signedIn('composer-hgty');
    const exported = await browser.get(paths.consoleSiteConfigVersion, { siteCode: 'hgty', version: '1' });
    expect(exported.body.data).toEqual({ version: 1, config: siteConfigs.hgty });
    expect((await auditOf('siteConfig.exported')).at(-1)).toMatchObject({ after: { version: 1 } });
  });

  it('needs editContent or publishSite on the site: another permission is refused, another site is not found', async () => {
    const money = await signedIn('composer-money');
    const denied = await money.get(paths.consoleSiteConfig, { siteCode: 'hgty' });
    expect([denied.status, (denied.body.data as { code: string }).code]).toEqual([
      403,
      'CONSOLE_PERMISSION_DENIED',
    ]);
    const draft = await money.post(paths.consoleSaveSiteDraft, {
      siteCode: 'hgty',
      baseVersion: 1,
      config: siteConfigs.hgty,
    });
    expect([draft.status, (draft.body.data as { code: string }).code]).toEqual([
      403,
      'CONSOLE_PERMISSION_DENIED',
    ]);
    const publisherBrowser = await signedIn('composer-hgty');
    const foreign = await publisherBrowser.get(paths.consoleSiteConfig, { siteCode: 'blty' });
    expect([foreign.status, (foreign.body.data as { code: string }).code]).toEqual([
      404,
      'CONSOLE_NOT_FOUND',
    ]);
  });

  it('stores a changed file as a new version, published only while no operator has published since', async () => {
    const db = testApp.connection.db;
    const now = new Date(testApp.app.platform.clock());
    const changedFile = {
      ...siteConfigs.blty,
      displayName: { ...siteConfigs.blty.displayName, 'en-US': 'BLTY from the file' },
    };
    await seedSiteConfigVersions(db, [changedFile], now);
    await seedSiteConfigVersions(db, [changedFile], now);
    const bltyVersions = await db
      .select()
      .from(siteConfigVersions)
      .where(eq(siteConfigVersions.siteCode, 'blty'));
    expect(bltyVersions.map((row) => [row.version, row.author])).toEqual([
      [1, 'seed'],
      [2, 'file'],
    ]);
    const browser = await signedIn('composer-admin');
    expect((await siteConfigOverview(browser, 'blty')).publishedVersion).toBe(2);
    // hgty was last published by an operator: the file's new version waits in the list.
    const before = (await siteConfigOverview(browser)).publishedVersion;
    await seedSiteConfigVersions(db, [withBannerAlt(siteConfigs.hgty, 'from the file')], now);
    const hgty = await siteConfigOverview(browser);
    expect(hgty.publishedVersion).toBe(before);
    expect(hgty.versions[0]).toMatchObject({ version: before + 1, author: 'file', published: false });
  });

  it("serves the build's config, logged, when the published version no longer validates (a newer rule)", async () => {
    const db = testApp.connection.db;
    const broken = { ...siteConfigs.by, theme: { ...siteConfigs.by.theme, colors: { brand: 'blue-ish' } } };
    await db
      .insert(siteConfigVersions)
      .values({ siteCode: 'by', version: 90, config: broken, author: 'x', note: 'x' });
    await db
      .update(sitePublishedVersions)
      .set({ version: 90 })
      .where(eq(sitePublishedVersions.siteCode, 'by'));
    const page = await testApp.app.inject({
      method: 'GET',
      url: '/app/home',
      headers: { host: 'by.localhost' },
    });
    expect(page.body).toContain(`<meta name="published" content="by ${siteConfigs.by.theme.colors.brand}">`);
    expect(testApp.logLines.join('\n')).toContain('site by version 90 no longer validates');
  });
});
