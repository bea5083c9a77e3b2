import { notFoundMessages } from '../../app/src/i18n/notFound.messages.ts';
import { expect, test } from './support/fixtures.ts';

// Once the app's service worker controls the page, Chromium routes the page's beacons through it and Playwright's
// page-level `request` event no longer sees them; whether it has claimed the page by the second route change is a
// race (one CI run counted 1 beacon of 3). These tests are about the page's beacons and scripts, not the worker.
test.use({ serviceWorkers: 'block' });

test('one page view per route change is stored by the server, path only', async ({
  page,
  siteUrl,
  control,
}) => {
  // A path no other test visits, so the server's count is this test's alone while others run in parallel.
  const uniquePath = `/no-such-page-${Date.now()}`;
  const beacons: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/analytics/page-view')) beacons.push(request.postData() ?? '');
  });
  await page.goto(siteUrl('hgty', `${uniquePath}?i_code=SECRET1`));
  await page.getByRole('button', { name: notFoundMessages['zh-CN'].backHome }).click();
  await expect(page).toHaveURL(siteUrl('hgty', '/app/home'));
  await page.goBack();
  await expect(page).toHaveURL(siteUrl('hgty', `${uniquePath}?i_code=SECRET1`));
  await expect.poll(() => beacons.length).toBe(3);
  await expect
    .poll(async () => (await control.pageViews()).filter((view) => view.path === uniquePath))
    .toEqual([
      { siteCode: 'hgty', path: uniquePath },
      { siteCode: 'hgty', path: uniquePath },
    ]);
  // The query string (an invite code here) never reaches the analytics endpoint.
  expect(beacons.join('\n')).not.toContain('SECRET1');
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
  await page.getByRole('button', { name: notFoundMessages['zh-CN'].backHome }).click();
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
