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
