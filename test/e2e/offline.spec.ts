import { routePaths } from '@platform/domain';
import { uiLanguages } from '../../app/test/everyLanguage.ts';
import { expect, test } from './support/fixtures.ts';
import { waitUntilOfflineReady } from './support/serviceWorker.ts';

test('an offline reload shows the app shell with the offline banner', async ({ page, context, siteUrl }) => {
  test.slow(); // precaching the whole shell may take up to the 90 s waitUntilOfflineReady allows
  await page.goto(siteUrl('hgty', '/app/home'));
  await waitUntilOfflineReady(page);
  await context.setOffline(true);
  await page.reload();
  const notice = page.getByRole('alert').filter({ hasText: uiLanguages['zh-CN'].offlineBanner.offline });
  await expect(notice).toBeVisible();
  // On screen, not only present (issue 21 item 15): it used to render after the page, below the tab bar.
  await expect(notice).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a repeat visit paints each site its own page from the service worker, by host', async ({
  page,
  context,
  siteUrl,
}) => {
  test.slow(); // precaching the build, twice (one worker per site's origin)
  const sites = [
    { code: 'hgty', lang: 'zh-CN' },
    { code: 'betwin', lang: 'en-US' },
  ];
  for (const site of sites) {
    await page.goto(siteUrl(site.code, routePaths.home));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  }
  // Offline, so only the worker can answer: the prerendered home, and the site's shell for a path without a page.
  await context.setOffline(true);
  for (const site of sites) {
    for (const path of [routePaths.home, routePaths.venueBack]) {
      const response = await page.goto(siteUrl(site.code, path));
      expect(response?.fromServiceWorker(), `${site.code} ${path}`).toBe(true);
      const html = (await response?.text()) ?? '';
      expect(html).toContain(`<html lang="${site.lang}"`);
      expect(html).toContain(`data-site="${site.code}"`);
      await expect(page.locator('html')).toHaveAttribute('data-site', site.code);
    }
  }
  // The home's page carries its first paint (the app's markup in #root), the shell an empty root.
  const home = await page.goto(siteUrl('betwin', routePaths.home));
  expect(await home?.text()).not.toContain('<div id="root"></div>');
});
