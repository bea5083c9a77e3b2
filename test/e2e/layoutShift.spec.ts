import { routePaths } from '@platform/domain';
import { siteConfigs } from '@platform/site-config';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  layoutShiftScore,
  observeLayoutShifts,
  restartLayoutShiftScore,
  waitForHomeSettled,
} from './support/layoutShift.ts';
import { demoLogin, openWithCaptcha, submitSignIn } from './support/signIn.ts';

/** Issue 20's budget for every site's home, the visitor's load and the member's alike ("good" is 0.1). */
const clsBudget = 0.02;

/** The top of the lobby's first game tile, in pixels from the top of the screen. */
const firstGameTop = (page: Page) =>
  page
    .locator('ul > li > button')
    .first()
    .evaluate((tile) => tile.getBoundingClientRect().top);

for (const [siteCode, config] of Object.entries(siteConfigs)) {
  test(`${siteCode}: the home does not shift, for a visitor or a member, and the lobby starts on the first screen`, async ({
    page,
    siteUrl,
    control,
  }) => {
    await observeLayoutShifts(page);
    await page.goto(siteUrl(siteCode, routePaths.home));
    await waitForHomeSettled(page);
    expect(await layoutShiftScore(page), 'visitor cold load').toBeLessThanOrEqual(clsBudget);

    // Signing in lands on the home, which now shows the member's blocks in the space the visitor's held.
    const captcha = await openWithCaptcha(page, siteUrl(siteCode, routePaths.login), control);
    await restartLayoutShiftScore(page);
    await submitSignIn(page, demoLogin, captcha, config.defaultLanguage);
    await expect(page).toHaveURL(siteUrl(siteCode, routePaths.home));
    await waitForHomeSettled(page);
    expect(await layoutShiftScore(page), 'home after signing in').toBeLessThanOrEqual(clsBudget);

    // The member opens the home again (a new tab load with the session): the same budget.
    await page.reload();
    await waitForHomeSettled(page);
    expect(await layoutShiftScore(page), 'member cold load').toBeLessThanOrEqual(clsBudget);
    const screenHeight = page.viewportSize()?.height ?? 0;
    expect(await firstGameTop(page), 'first game tile within the first screen').toBeLessThan(screenHeight);
  });
}
