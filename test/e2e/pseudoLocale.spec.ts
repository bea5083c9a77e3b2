import { notMemberPages, type RouteName, routePaths, tutorialPath, tutorialSlugs } from '@platform/domain';
import type { Page } from '@playwright/test';
import { serverCatalog } from '../../packages/server/src/i18n/serverText.ts';
import { catalogueGame } from './support/demoVenue.ts';
import { expect, type SiteUrl, test } from './support/fixtures.ts';
import { signInDemo } from './support/memberSession.ts';
import { type AllowedText, pseudoLocaleFindings } from './support/pseudoLocaleFindings.ts';
import {
  pseudoLocaleSite,
  pseudoLocaleSiteContent,
  type RenderedAnswers,
  servePseudoLocaleSite,
  stringsOf,
} from './support/pseudoLocaleSite.ts';

// Issue 19 item 4: every route of spec §2 in the pseudo-locale en-XA at phone width (412x915, the suite's
// viewport), once each: what a member reads must come from the catalogs (en-XA marks every catalog string) and must
// fit when it is 35% longer. Signed in where the route serves a member, as a visitor where it serves visitors.

/** What en-XA leaves unmarked on purpose; each is data or a name, not a word of the product. */
const allowedText: AllowedText[] = [
  { text: 'USDT', reason: "a currency's code, the same in every language" },
  { text: 'AM', reason: "the browser's time of day for the locale (Intl), not a catalog string" },
  { text: 'PM', reason: "the browser's time of day for the locale (Intl), not a catalog string" },
];

/** Routes that only forward to another route (visited under that one): `/`, `/entry`, desktop `/home`. */
const forwardingRoutes = new Set<RouteName>(['root', 'entry', 'desktopHome']);
/** Routes for visitors; a member is sent on from them. */
const visitorRoutes = new Set<RouteName>(['login', 'register', 'forgetPassword']);

const routeNames = Object.keys(routePaths) as RouteName[];
const memberRoutes = routeNames.filter(
  (name) => !forwardingRoutes.has(name) && !visitorRoutes.has(name) && !notMemberPages.has(name),
);

type Findings = Record<string, { untranslated: string[]; overflow: string[] }>;

/**
 * The server's own words in en-US: an API answer carrying one of them unmarked is a server text that missed the
 * server's catalogs, so it is not taken as data.
 */
const serverWords = new Set(stringsOf(serverCatalog['en-US']));

/** What a path shows that is data without an API answer on that page: a game's name comes in its launch path. */
type PathData = Readonly<Record<string, readonly string[]>>;

async function sweep(
  page: Page,
  paths: readonly string[],
  url: (path: string) => string,
  rendered: RenderedAnswers,
  pathData: PathData = {},
) {
  const findings: Findings = {};
  let answers: Promise<string[]>[] = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/')) return;
    // Answers only: a signed-in member's live event stream is an /api/ response too, whose body never ends, so
    // reading it would wait for good (it held both member sweeps until their timeout).
    if (!response.headers()['content-type']?.startsWith('application/json')) return;
    answers.push(
      response.json().then(
        (body: unknown) => stringsOf(body),
        () => [],
      ),
    );
  });
  for (const path of paths) {
    answers = [];
    rendered.take();
    await page.goto(url(path));
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const answered = (await Promise.all(answers)).flat();
    const serverData = [
      ...pseudoLocaleSiteContent,
      ...answered.filter((text) => !serverWords.has(text)),
      ...rendered.take().filter((text) => !serverWords.has(text)),
      ...(pathData[path] ?? []),
    ];
    const found = await pseudoLocaleFindings(page, allowedText, serverData, answered);
    if (found.untranslated.length > 0 || found.overflow.length > 0) findings[path] = found;
  }
  return findings;
}

/**
 * Every member route of spec §2 and every tutorial, the game's route with a game of the site's catalogue; and the
 * game's name as the data of its route (the page is titled by the game, from its launch path: routes.tsx).
 */
async function memberPaths(page: Page): Promise<{ paths: string[]; pathData: PathData }> {
  const game = await catalogueGame(page);
  return {
    paths: [
      ...memberRoutes.map((name) => (name === 'gameLaunch' ? game.launchPath : routePaths[name])),
      ...tutorialSlugs.map(tutorialPath),
      '/no-such-page',
    ],
    pathData: { [game.launchPath]: [game.name] },
  };
}

/**
 * The member routes are swept in parts, one test each: about seventy routes in one test outlasted its time on this
 * shared machine (six seconds a route at load 20), and the parts run side by side.
 */
const memberSweepParts = [0, 1, 2] as const;
const partOf = (paths: readonly string[], part: number) =>
  paths.filter((_, index) => index % memberSweepParts.length === part);

const visitorPaths = [...visitorRoutes].map((name) => routePaths[name]);

/** Only what does not fit: the 390 px sweep repeats the 412 px one for width, its words are checked there. */
const overflowOnly = (findings: Findings) =>
  Object.fromEntries(
    Object.entries(findings)
      .filter(([, found]) => found.overflow.length > 0)
      .map(([path, found]) => [path, found.overflow]),
  );

test.describe('the pseudo-locale en-XA', () => {
  test.use({ viewport: { width: 412, height: 915 }, serviceWorkers: 'block', reducedMotion: 'reduce' });

  let rendered: RenderedAnswers;
  test.beforeEach(async ({ context }) => {
    rendered = await servePseudoLocaleSite(context);
  });

  test('every visitor route shows only catalog text and fits at phone width', async ({ page, siteUrl }) => {
    const findings = await sweep(page, visitorPaths, (path) => siteUrl(pseudoLocaleSite, path), rendered);
    expect(findings).toEqual({});
  });

  for (const part of memberSweepParts) {
    test(`every member route and tutorial shows only catalog text and fits at phone width (part ${part + 1} of ${memberSweepParts.length})`, async ({
      page,
      siteUrl,
      control,
    }) => {
      test.slow(); // about twenty-five routes, each loaded and settled once
      await signInDemo(page, siteUrl(pseudoLocaleSite, routePaths.login), 'en-XA', control);
      const { paths, pathData } = await memberPaths(page);
      const findings = await sweep(
        page,
        partOf(paths, part),
        (path) => siteUrl(pseudoLocaleSite, path),
        rendered,
        pathData,
      );
      expect(findings).toEqual({});
    });
  }
});

// The narrowest phone the product is made for (iPhone 12/13/14, 390 px): /user/vip/detail once scrolled sideways
// here (409 > 390) while it fitted at 412. Every route, in the longest language, fits without scrolling sideways.
test.describe('the pseudo-locale en-XA at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block', reducedMotion: 'reduce' });

  let rendered: RenderedAnswers;
  test.beforeEach(async ({ context }) => {
    rendered = await servePseudoLocaleSite(context);
  });

  const url = (siteUrl: SiteUrl) => (path: string) => siteUrl(pseudoLocaleSite, path);

  test('every visitor route of spec §2 fits a 390 px phone', async ({ page, siteUrl }) => {
    expect(overflowOnly(await sweep(page, visitorPaths, url(siteUrl), rendered))).toEqual({});
  });

  for (const part of memberSweepParts) {
    test(`every member route of spec §2 fits a 390 px phone (part ${part + 1} of ${memberSweepParts.length})`, async ({
      page,
      siteUrl,
      control,
    }) => {
      test.slow(); // about twenty-five routes once more, at the narrower width
      await signInDemo(page, siteUrl(pseudoLocaleSite, routePaths.login), 'en-XA', control);
      const { paths, pathData } = await memberPaths(page);
      expect(overflowOnly(await sweep(page, partOf(paths, part), url(siteUrl), rendered, pathData))).toEqual(
        {},
      );
    });
  }
});
