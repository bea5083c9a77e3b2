import { requestHeaders } from '@platform/contract';
import { contentLocale } from '@platform/domain';
import { siteCodes, siteConfigs } from '@platform/site-config';
import type { Page } from '@playwright/test';
import { uiLanguages } from '../../app/test/everyLanguage.ts';
import { expect, test } from './support/fixtures.ts';

// Issue 20: the HTML a phone receives paints the site's home before any script runs.
test.use({ javaScriptEnabled: false });

for (const site of siteCodes) {
  test(`${site}'s home paints its themed shell and first banner from the HTML alone`, async ({
    page,
    siteUrl,
  }) => {
    const config = siteConfigs[site];
    const locale = config.defaultLanguage;
    await page.goto(siteUrl(site, '/app/home'));
    // The compiled theme of the site is on <html> and the document speaks its language.
    await expect(page.locator('html')).toHaveAttribute('data-site', site);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page).toHaveTitle(config.displayName[contentLocale(locale)]);
    // Nav bar (the site's logo), first banner, tab bar.
    await expect(page.getByRole('img', { name: config.theme.logo.alt }).first()).toBeVisible();
    const carousel = config.home.find((block) => block.type === 'bannerCarousel');
    if (carousel === undefined) {
      await expect(
        page.getByRole('heading', { name: uiLanguages[locale].downloadAppBanner.title }),
      ).toBeVisible();
    } else {
      const banner = page.getByRole('region', { name: uiLanguages[locale].bannerCarousel.label });
      await expect(
        banner.getByRole('img', { name: carousel.props.slides[0]?.alt[contentLocale(locale)] }),
      ).toBeVisible();
    }
    await expect(
      page.getByRole('navigation').getByRole('link', { name: uiLanguages[locale].tabBar.home }),
    ).toBeVisible();

    // The site's public data, rendered by the server with the page: the lobby's first category and the first
    // activity card with its image (the largest element of by's first screen), so no script or API call stands
    // between the HTML and them.
    const blocks = config.home.map((block) => block.type);
    if (blocks.includes('gameCategoryTabs')) {
      const categories: { sort: number; title: string; name: string }[] = await apiData(
        page,
        site,
        siteUrl(site, '/api/findmed/v1/game/list?show=1'),
      );
      const [first] = categories.sort((one, other) => one.sort - other.sort);
      await expect(
        page.getByText(first?.title || (first?.name ?? ''), { exact: true }).first(),
      ).toBeVisible();
    }
    if (blocks.includes('activityList')) {
      const activities = await apiData(
        page,
        site,
        siteUrl(site, '/api/findmed/v1/activity/list?page=1&page_size=1'),
      );
      const [first] = activities.list;
      const card = page.getByRole('link', { name: first.title });
      await expect(card).toBeVisible();
      await expect(card.locator('img')).toHaveAttribute('src', first.bannerUrl);
    }
  });
}

/** An API answer's data, as the site's visitors get it (asked on loopback: Node does not resolve `<site>.localhost`). */
async function apiData(page: Page, site: (typeof siteCodes)[number], siteAddress: string) {
  const url = new URL(siteAddress);
  url.hostname = '127.0.0.1';
  const answer = await page.request.get(url.href, {
    headers: {
      [requestHeaders.siteCode]: site,
      [requestHeaders.language]: siteConfigs[site].defaultLanguage,
    },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()).data;
}

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('the client asks for nothing the HTML carried: no stylesheet, no module twice', async ({
    page,
    siteUrl,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(siteUrl('hgty', '/app/home'));
    // The app runs: the recommended matches are the one block the client loads itself (after hydrating).
    await expect(page.getByText('曼城').first()).toBeVisible();
    const inlined = await page
      .locator('head style[data-href]')
      .evaluateAll((styles) => styles.map((style) => style.getAttribute('data-href')));
    expect(inlined.length).toBeGreaterThan(0);
    expect(requested.filter((path) => path.endsWith('.css'))).toEqual([]);
    const assets = requested.filter((path) => path.startsWith('/assets/'));
    expect(assets.filter((path, index) => assets.indexOf(path) !== index)).toEqual([]);
    // Nor the public data the HTML carried: the client's cache started from it (TanStack Query's hydrate).
    expect(requested.filter((path) => /\/(game|activity)\/list$/.test(path))).toEqual([]);
  });
});

test.describe('before the script has run', () => {
  test.use({ javaScriptEnabled: true });

  test("a tap on the server-rendered lobby's tab takes effect once the page hydrates", async ({
    page,
    siteUrl,
    consoleErrors,
  }) => {
    const site = 'hgty';
    // The app's modules wait until the tap has been made; the starter (the one script the HTML names) runs.
    let releaseScripts = () => {};
    const scriptsHeld = new Promise<void>((resolve) => {
      releaseScripts = resolve;
    });
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      if (!new URL(route.request().url()).pathname.startsWith('/assets/start-')) await scriptsHeld;
      await route.continue();
    });
    const categories: {
      sort: number;
      title: string;
      name: string;
      games: { name: string; seq: number }[];
    }[] = await apiData(page, site, siteUrl(site, '/api/findmed/v1/game/list?show=1'));
    const other = categories
      .sort((one, next) => one.sort - next.sort)
      .slice(1)
      .find((category) => category.games.length > 0);
    if (other === undefined)
      throw new Error(`${site}'s lobby has one category with games: no other tab to tap`);
    const [game] = [...other.games].sort((one, next) => one.seq - next.seq);

    await page.goto(siteUrl(site, '/app/home'));
    const tab = page.getByRole('tab', { name: other.title || other.name });
    await tab.click();
    // The page is still its HTML: the tap has not been answered yet.
    await expect(tab).toHaveAttribute('aria-selected', 'false');
    releaseScripts();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: game?.name })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
