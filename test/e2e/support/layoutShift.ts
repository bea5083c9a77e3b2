import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    /** Sum of this document's layout shifts not caused by recent input (the CLS the page is measured by). */
    __layoutShiftScore?: number;
  }
}

/**
 * From the next navigation on, every document of the page sums its layout shifts that did not follow input
 * (`hadRecentInput`: a tap's own consequences do not count, as in Core Web Vitals). Buffered, so shifts before
 * the observer ran are counted too.
 */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__layoutShiftScore = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) window.__layoutShiftScore = (window.__layoutShiftScore ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The score so far, read after two frames so that the last rendered change has been reported. */
export const layoutShiftScore = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.__layoutShiftScore ?? 0))),
      ),
  );

/**
 * The home has settled: no block still loading (nothing `aria-busy`) and every image of the first screen decoded,
 * so any shift their arrival causes has happened. Nothing is scrolled: scrolling would be input of its own.
 */
export async function waitForHomeSettled(page: Page): Promise<void> {
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
          .filter((image) => !image.complete)
          .map((image) => image.currentSrc || image.src),
      ),
    )
    .toEqual([]);
}

/** Starts the sum again, for a step of a page that has already shifted for reasons of its own. */
export async function restartLayoutShiftScore(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__layoutShiftScore = 0;
  });
}
