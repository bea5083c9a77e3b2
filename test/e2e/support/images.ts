import { expect, type Page } from '@playwright/test';

/**
 * Waits until every <img> on the page has decoded to a real picture (naturalWidth > 0). Each one is scrolled into
 * view first, so lazily loaded images load too; a broken image keeps the poll failing, with its address.
 */
export async function expectEveryImageLoaded(page: Page): Promise<void> {
  for (const image of await page.locator('img').all()) await image.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => image.naturalWidth === 0)
          .map((image) => image.currentSrc || image.src),
      ),
    )
    .toEqual([]);
  expect(await page.locator('img').count()).toBeGreaterThan(0);
}
