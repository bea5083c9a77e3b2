import { type SiteConfig, siteConfigs } from '@platform/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConsoleReply, consolePaths } from '../console/consoleClient.ts';
import { publishedSiteBuild } from '../support/publishedSiteBuild.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { composerOperator, composerSignedIn, siteConfigOverview } from './composerConsole.ts';

const paths = consolePaths;
type Operator = { username: string; secret: string };

let testApp: TestApp;
let publisher: Operator;
let composer: Operator;
let idleComposer: Operator;

const operator = (username: string, permissions: ('editContent' | 'publishSite')[]) =>
  composerOperator(testApp, username, 'hgty', permissions);

beforeAll(async () => {
  testApp = await createTestApp({ staticDir: publishedSiteBuild() });
  publisher = await operator('handoff-publisher', ['publishSite']);
  composer = await operator('handoff-composer', ['editContent']);
  idleComposer = await operator('handoff-idle', ['editContent']);
});
afterAll(() => testApp?.close());

const refusal = (reply: ConsoleReply) => [reply.status, (reply.body.data as { code: string }).code];

/** hgty's file config with its first banner's zh-CN alt text changed. */
function hgtyWithBannerAlt(alt: string): SiteConfig {
  const config = structuredClone(siteConfigs.hgty);
  const banner = config.home[0];
  if (banner?.type !== 'bannerCarousel') throw new Error("hgty's home no longer starts with its banners");
  const [slide] = banner.props.slides;
  if (!slide) throw new Error("hgty's banner carousel has no slide");
  slide.alt['zh-CN'] = alt;
  return config;
}

const homeHtml = async () =>
  (await testApp.app.inject({ method: 'GET', url: '/app/home', headers: { host: 'hgty.localhost' } })).body;

describe("a publisher takes a composer's draft (issue 25)", () => {
  it('a composer saves a draft; a publisher opens it and publishes it to members, audited with both names', async () => {
    const composing = await composerSignedIn(testApp, composer);
    const base = (await siteConfigOverview(composing)).publishedVersion;
    const saved = await composing.post(paths.consoleSaveSiteDraft, {
      siteCode: 'hgty',
      baseVersion: base,
      config: hgtyWithBannerAlt('作者草稿'),
    });
    expect(saved.status).toBe(200);

    const publishing = await composerSignedIn(testApp, publisher);
    expect((await siteConfigOverview(publishing)).otherEditors.map((editor) => editor.operator)).toEqual([
      'handoff-composer',
    ]);
    const opened = await publishing.post(paths.consoleOpenSiteDraft, {
      siteCode: 'hgty',
      operator: 'handoff-composer',
    });
    expect(opened.status).toBe(200);
    expect(opened.body.data).toMatchObject({
      baseVersion: base,
      problems: [],
      config: hgtyWithBannerAlt('作者草稿'),
    });
    expect((await siteConfigOverview(publishing)).draft).toMatchObject({ baseVersion: base, problems: [] });

    const published = await publishing.post(paths.consolePublishSiteConfig, {
      siteCode: 'hgty',
      baseVersion: base,
      note: "the composer's banner",
    });
    expect(published.body.data).toEqual({ version: base + 1, previousVersion: base });
    expect(await homeHtml()).toContain('<img alt="作者草稿">');

    const audit = await publishing.get(paths.consoleAuditLog, {
      action: 'siteConfig.draftOpened',
      siteCode: 'hgty',
    });
    expect((audit.body.data as { list: unknown[] }).list).toEqual([
      expect.objectContaining({
        actor: 'operator:handoff-publisher',
        target: 'hgty',
        after: { draftBaseVersion: base, openedFrom: 'handoff-composer' },
      }),
    ]);
  });

  it('answers 404 for an operator with no draft of the site, and changes nothing', async () => {
    const publishing = await composerSignedIn(testApp, publisher);
    const before = (await siteConfigOverview(publishing)).draft;
    for (const name of ['handoff-idle', 'nobody-by-this-name']) {
      const reply = await publishing.post(paths.consoleOpenSiteDraft, { siteCode: 'hgty', operator: name });
      expect(refusal(reply)).toEqual([404, 'CONSOLE_NOT_FOUND']);
    }
    expect((await siteConfigOverview(publishing)).draft).toEqual(before);
  });

  it('refuses 403 to an operator without publishSite, whose own draft stays as it was', async () => {
    const composing = await composerSignedIn(testApp, composer);
    const base = (await siteConfigOverview(composing)).publishedVersion;
    await composing.post(paths.consoleSaveSiteDraft, {
      siteCode: 'hgty',
      baseVersion: base,
      config: hgtyWithBannerAlt('再改一次'),
    });
    const idle = await composerSignedIn(testApp, idleComposer);
    const reply = await idle.post(paths.consoleOpenSiteDraft, {
      siteCode: 'hgty',
      operator: 'handoff-composer',
    });
    expect(refusal(reply)).toEqual([403, 'CONSOLE_PERMISSION_DENIED']);
    expect((await siteConfigOverview(idle)).draft).toBeNull();
  });
});
