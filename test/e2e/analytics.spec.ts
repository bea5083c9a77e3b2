import { appLanguages } from '../../app/test/everyLanguage.ts';
import { expect, test } from './support/fixtures.ts';

// These tests are about the page's beacons and scripts, not the app's service worker: a worker that claims the
// page mid-test would carry the beacons instead of the page.
test.use({ serviceWorkers: 'block' });

test('one page view per route change is stored by the server, path only', async ({
  page,
  siteUrl,
  control,
}) => {
  // A path no other test visits, so the server's count is this test's alone while others run in parallel.
  const uniquePath = `/no-such-page-${Date.now()}`;
  // What the app hands to the browser, recorded in the page: Playwright's `request` event missed beacons under
  // load (a stress run counted 1 of 3 while the URL had changed twice), so the count is taken where it is made.
  await page.addInitScript(() => {
    const sent: string[] = [];
    Object.assign(window, { sentBeacons: sent });
    const sendBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      if (String(url).endsWith('/api/analytics/page-view')) sent.push(String(body));
      return sendBeacon(url, body);
    };
  });
  const sentBeacons = () => page.evaluate(() => (window as unknown as { sentBeacons: string[] }).sentBeacons);
  await page.goto(siteUrl('hgty', `${uniquePath}?i_code=SECRET1`));
  const notFoundHeading = page.getByRole('heading', {
    level: 1,
    name: appLanguages['zh-CN'].pageTitles.notFound,
  });
  await page.getByRole('button', { name: appLanguages['zh-CN'].notFound.backHome }).click();
  await expect(page).toHaveURL(siteUrl('hgty', '/app/home'));
  // The URL changes before the home has rendered (its modules may still be loading on a busy machine); going back
  // before then would cancel the render, and with it the page view, as it would for a member.
  await expect(notFoundHeading).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(siteUrl('hgty', `${uniquePath}?i_code=SECRET1`));
  await expect(notFoundHeading).toBeVisible();
  await expect
    .poll(sentBeacons)
    .toEqual([
      new URLSearchParams({ path: uniquePath }).toString(),
      new URLSearchParams({ path: '/app/home' }).toString(),
      new URLSearchParams({ path: uniquePath }).toString(),
    ]);
  // Delivered and stored: the path twice, and the query string (an invite code here) nowhere.
  await expect
    .poll(async () => (await control.pageViews()).filter((view) => view.path === uniquePath))
    .toEqual([
      { siteCode: 'hgty', path: uniquePath },
      { siteCode: 'hgty', path: uniquePath },
    ]);
  expect((await control.pageViews()).filter((view) => view.path.includes('SECRET1'))).toEqual([]);
});

test('the statistics script for this host is injected once, and the CSP allows it', async ({
  page,
  siteUrl,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) blocked.push(message.text());
  });
  await page.goto(siteUrl('hgtyc', '/no-such-page'));
  const scripts = page.locator('script[data-statistics-script]');
  await expect(scripts).toHaveCount(2);
  // A route change (client-side) must not inject them again.
  await page.getByRole('button', { name: appLanguages['zh-CN'].notFound.backHome }).click();
  await expect(page).toHaveURL(siteUrl('hgtyc', '/app/home'));
  await expect(scripts).toHaveCount(2);
  const sources = await scripts.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('src')),
  );
  expect(new Set(sources).size).toBe(2);
  await expect
    .poll(() => page.evaluate(() => (window as { __statisticsLoads?: number }).__statisticsLoads))
    .toBe(2);
  expect(blocked).toEqual([]);
});
