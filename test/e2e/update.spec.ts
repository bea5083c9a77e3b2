import { e2eEnvironment } from './support/e2eEnvironment.ts';
import { expect, test } from './support/fixtures.ts';
import { deploySecondBuild, updateText, waitUntilOfflineReady } from './support/serviceWorker.ts';

// Runs in its own project after every other test: it replaces the build the server serves.
test('a second build shows the update prompt and the page reloads into it', async ({ page, siteUrl }) => {
  await page.goto(siteUrl('hgty', '/app/home'));
  await waitUntilOfflineReady(page);
  // A returning member's page is controlled by the worker (the first visit's page is not, in prompt mode).
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  deploySecondBuild(e2eEnvironment.read().staticDir);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });
  await expect(page.getByRole('heading', { name: updateText.newVersion })).toBeVisible();
  await page.getByRole('button', { name: updateText.reload }).click();
  await expect(page.locator('meta[name="e2e-build"]')).toHaveAttribute('content', 'second');
  await expect(page.getByRole('heading', { name: updateText.newVersion })).toHaveCount(0);
});
