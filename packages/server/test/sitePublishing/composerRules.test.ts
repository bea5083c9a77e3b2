import { type SiteConfig, siteConfigs } from '@platform/site-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteConfigVersions } from '../../src/db/schema/siteConfigVersions.ts';
import { type ConsoleBrowser, type ConsoleReply, consolePaths } from '../console/consoleClient.ts';
import { publishedSiteBuild } from '../support/publishedSiteBuild.ts';
import { createTestApp, type TestApp } from '../support/testApp.ts';
import { composerOperator, composerSignedIn, siteConfigOverview } from './composerConsole.ts';

const paths = consolePaths;
type Operator = { username: string; secret: string };

let testApp: TestApp;
let publisher: Operator;
let composer: Operator;
let bltyComposer: Operator;

const operator = (username: string, siteCode: string, permissions: ('editContent' | 'publishSite')[]) =>
  composerOperator(testApp, username, siteCode, permissions);

beforeAll(async () => {
  testApp = await createTestApp({ staticDir: publishedSiteBuild() });
  publisher = await operator('rules-publisher', 'hgty', ['publishSite']);
  // as the demo's demo-hgty: composes hgty's pages, publishes nothing
  composer = await operator('rules-composer', 'hgty', ['editContent']);
  bltyComposer = await operator('rules-blty', 'blty', ['editContent']);
});
afterAll(() => testApp?.close());

const refusal = (reply: ConsoleReply) => [reply.status, (reply.body.data as { code: string }).code];
const problemsOf = (reply: ConsoleReply) => (reply.body.data as { problems: { path: string }[] }).problems;
const problemPaths = (reply: ConsoleReply) => problemsOf(reply).map((problem) => problem.path);

/** hgty's file config, changed by `change` (a copy). */
function hgtyWith(change: (config: SiteConfig) => void): SiteConfig {
  const config = structuredClone(siteConfigs.hgty);
  change(config);
  return config;
}

/** The index of hgty's game grid in its home, and its props to change. */
function gridOf(config: SiteConfig) {
  const index = config.home.findIndex((block) => block.type === 'gameGrid');
  const block = config.home[index];
  if (block?.type !== 'gameGrid') throw new Error("hgty's home has no game grid");
  return { index, props: block.props };
}

/** Saves `config` as the operator's draft on the published version; answers the save's reply. */
async function saveDraft(browser: ConsoleBrowser, config: SiteConfig): Promise<ConsoleReply> {
  const { publishedVersion } = await siteConfigOverview(browser);
  const saved = await browser.post(paths.consoleSaveSiteDraft, {
    siteCode: 'hgty',
    baseVersion: publishedVersion,
    config,
  });
  expect(saved.status).toBe(200);
  return saved;
}

async function publishDraft(browser: ConsoleBrowser, note: string): Promise<ConsoleReply> {
  const { publishedVersion } = await siteConfigOverview(browser);
  return browser.post(paths.consolePublishSiteConfig, {
    siteCode: 'hgty',
    baseVersion: publishedVersion,
    note,
  });
}

describe('who composes and who publishes (issue 25)', () => {
  it('an operator with editContent reads, saves and imports a draft, but may not publish or roll back', async () => {
    const browser = await composerSignedIn(testApp, composer);
    const saved = await saveDraft(
      browser,
      hgtyWith((config) => {
        gridOf(config).props.columns = 4;
      }),
    );
    expect(problemsOf(saved)).toEqual([]);
    const imported = await browser.post(paths.consoleImportSiteConfig, {
      siteCode: 'hgty',
      text: JSON.stringify(siteConfigs.hgty),
    });
    expect(imported.body.data).toEqual({ saved: true, problems: [] });
    expect(refusal(await publishDraft(browser, 'not mine to publish'))).toEqual([
      403,
      'CONSOLE_PERMISSION_DENIED',
    ]);
    const { publishedVersion } = await siteConfigOverview(browser);
    const rollback = await browser.post(paths.consoleRollBackSiteConfig, {
      siteCode: 'hgty',
      version: 1,
      baseVersion: publishedVersion,
      note: 'not mine either',
    });
    expect(refusal(rollback)).toEqual([403, 'CONSOLE_PERMISSION_DENIED']);
    expect((await siteConfigOverview(browser)).publishedVersion).toBe(publishedVersion);
    // the pickers' data and the site's images are the composer's too
    expect((await browser.get(paths.consoleSiteCatalogue, { siteCode: 'hgty' })).status).toBe(200);
    expect((await browser.get(paths.consoleSiteImages, { siteCode: 'hgty' })).status).toBe(200);
  });

  it('an operator with publishSite alone picks the site images too', async () => {
    const browser = await composerSignedIn(testApp, publisher);
    const images = await browser.get(paths.consoleSiteImages, { siteCode: 'hgty' });
    expect(images.status).toBe(200);
    expect(images.body.data).toContain('/site-assets/hgty/logo.svg');
  });
});

describe('what a publish may change (issue 25)', () => {
  it('names each changed field outside home, tab bar and theme, and refuses to publish it', async () => {
    const browser = await composerSignedIn(testApp, publisher);
    const changed = hgtyWith((config) => {
      config.hosts = [...config.hosts, 'm.elsewhere.example'];
      if (config.saferPlay) config.saferPlay.depositLimits = false;
      config.theme.colors.brand = '#123456';
    });
    const saved = await saveDraft(browser, changed);
    expect(problemPaths(saved)).toEqual(['$.hosts', '$.saferPlay']);
    expect(problemsOf(saved)[0]).toMatchObject({
      expected: expect.stringContaining("changes only through the site's file"),
      found: JSON.stringify(changed.hosts),
    });
    const validated = await browser.post(paths.consoleValidateSiteConfig, {
      siteCode: 'hgty',
      config: changed,
    });
    expect(problemPaths(validated)).toEqual(['$.hosts', '$.saferPlay']);
    const imported = await browser.post(paths.consoleImportSiteConfig, {
      siteCode: 'hgty',
      text: JSON.stringify(changed),
    });
    expect(problemPaths(imported)).toEqual(['$.hosts', '$.saferPlay']);
    expect(refusal(await publishDraft(browser, 'hosts too'))).toEqual([422, 'CONSOLE_SITE_CONFIG_INVALID']);
  });

  it('publishes a change of the home, tab bar and theme alone', async () => {
    const browser = await composerSignedIn(testApp, publisher);
    await saveDraft(
      browser,
      hgtyWith((config) => {
        config.theme.colors.brand = '#a01010';
        config.tabBar = [...config.tabBar].reverse();
        config.home = [...config.home].reverse();
      }),
    );
    expect((await publishDraft(browser, 'composer fields')).status).toBe(200);
  });

  it('refuses a rollback to a version whose other fields differ from the file, and rolls back to the seed', async () => {
    const browser = await composerSignedIn(testApp, publisher);
    const { versions, publishedVersion } = await siteConfigOverview(browser);
    const stored = Math.max(...versions.map((entry) => entry.version)) + 1;
    await testApp.connection.db.insert(siteConfigVersions).values({
      siteCode: 'hgty',
      version: stored,
      config: hgtyWith((config) => {
        config.timeZone = 'Europe/London';
      }),
      author: 'someone',
      note: 'from before the deploy',
    });
    const refused = await browser.post(paths.consoleRollBackSiteConfig, {
      siteCode: 'hgty',
      version: stored,
      baseVersion: publishedVersion,
      note: 'back',
    });
    expect(refusal(refused)).toEqual([422, 'CONSOLE_SITE_CONFIG_INVALID']);
    const toSeed = await browser.post(paths.consoleRollBackSiteConfig, {
      siteCode: 'hgty',
      version: 1,
      baseVersion: publishedVersion,
      note: 'back to the file',
    });
    expect(toSeed.status).toBe(200);
  });
});

// hgty's seeded catalogue on its home: sports 1 (足球 1, 篮球 2, 网球 3), live 2, slots 3 (…, 34), lottery 4, cards 5;
// esports (6, game 21 is cards) is not shown on the home.
describe("the game grid's games and category come from the catalogue (issue 25)", () => {
  it('answers the catalogue the home shows, for the pickers', async () => {
    const browser = await composerSignedIn(testApp, composer);
    const reply = await browser.get(paths.consoleSiteCatalogue, { siteCode: 'hgty' });
    const { categories } = reply.body.data as {
      categories: { id: string; name: string; games: { id: string; name: string }[] }[];
    };
    expect(categories[0]).toEqual({
      id: '1',
      name: '体育',
      games: [
        { id: '1', name: '足球' },
        { id: '2', name: '篮球' },
        { id: '3', name: '网球' },
      ],
    });
    expect(categories.map((category) => category.name)).not.toContain('电竞');
    const foreign = await browser.get(paths.consoleSiteCatalogue, { siteCode: 'blty' });
    expect(refusal(foreign)).toEqual([404, 'CONSOLE_NOT_FOUND']);
  });

  it('names an unknown pinned game or category at its path, and refuses to publish it', async () => {
    const browser = await composerSignedIn(testApp, publisher);
    const config = hgtyWith((draft) => {
      const { props } = gridOf(draft);
      props.pinnedGameIds = ['34', 'no-such-game', '3'];
      props.categoryId = '6';
    });
    const grid = gridOf(config).index;
    const saved = await saveDraft(browser, config);
    expect(problemsOf(saved)).toEqual([
      {
        path: `$.home[${grid}].props.categoryId`,
        expected: "a category of the site's catalogue",
        found: '"6"',
      },
      {
        path: `$.home[${grid}].props.pinnedGameIds[1]`,
        expected: "a game of the site's catalogue",
        found: '"no-such-game"',
      },
    ]);
    expect(refusal(await publishDraft(browser, 'unknown game'))).toEqual([
      422,
      'CONSOLE_SITE_CONFIG_INVALID',
    ]);
    const known = hgtyWith((draft) => {
      const { props } = gridOf(draft);
      props.pinnedGameIds = ['34', '3'];
      props.categoryId = '3';
    });
    expect(problemsOf(await saveDraft(browser, known))).toEqual([]);
    expect((await publishDraft(browser, 'slots first')).status).toBe(200);
  });
});

describe('images uploaded in the console, in a config (issue 25)', () => {
  // the 8-byte PNG signature and an IHDR chunk: what the upload's sniffing accepts as PNG
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

  async function upload(browser: ConsoleBrowser, siteCode: string): Promise<string> {
    const reply = await browser.post(paths.consoleUploadContentImage, {
      siteCode,
      contentBase64: png.toString('base64'),
    });
    expect(reply.status).toBe(200);
    return (reply.body.data as { url: string }).url;
  }

  const withSlideImage = (imageSrc: string) =>
    hgtyWith((config) => {
      const banner = config.home[0];
      if (banner?.type !== 'bannerCarousel') throw new Error("hgty's home no longer starts with its banners");
      const [first] = banner.props.slides;
      if (first) first.imageSrc = imageSrc;
    });

  it("publishes the site's own upload as a banner slide, which members load", async () => {
    const browser = await composerSignedIn(testApp, composer);
    const url = await upload(browser, 'hgty');
    expect(problemsOf(await saveDraft(browser, withSlideImage(url)))).toEqual([]);
    const publisherBrowser = await composerSignedIn(testApp, publisher);
    await saveDraft(publisherBrowser, withSlideImage(url));
    expect((await publishDraft(publisherBrowser, 'uploaded banner')).status).toBe(200);
    const { publishedConfig } = await siteConfigOverview(publisherBrowser);
    const banner = publishedConfig.home[0];
    expect(banner?.type === 'bannerCarousel' && banner.props.slides[0]?.imageSrc).toBe(url);
    // as the app asks for it, with the image version appended
    const served = await testApp.app.inject({ method: 'GET', url: `${url}&v=1` });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
  });

  it("names another site's upload or an id never uploaded at its path", async () => {
    const bltyUrl = await upload(await composerSignedIn(testApp, bltyComposer), 'blty');
    const browser = await composerSignedIn(testApp, composer);
    for (const url of [bltyUrl, '/api/findmed/v1/content/image?id=never-uploaded']) {
      const reply = await browser.post(paths.consoleValidateSiteConfig, {
        siteCode: 'hgty',
        config: withSlideImage(url),
      });
      expect(problemsOf(reply)).toEqual([
        {
          path: '$.home[0].props.slides[0].imageSrc',
          expected: 'an image uploaded for this site in the console',
          found: JSON.stringify(url),
        },
      ]);
    }
  });
});
