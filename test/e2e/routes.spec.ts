import { routePaths } from '@platform/domain';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { expect, test } from './support/fixtures.ts';
import { demoLogin, openWithCaptcha, submitSignIn } from './support/signIn.ts';

// Issue 8's routes; `/` and `/entry` forward to one of these. The not-found page stands for `*`.
const routes = [
  routePaths.home,
  routePaths.embedded,
  routePaths.userCentre,
  routePaths.login,
  routePaths.register,
  routePaths.forgetPassword,
  '/no-such-page',
];

test('every route of the app frame renders signed in with no console error and no axe violation', async ({
  page,
  siteUrl,
  control,
  consoleErrors,
}) => {
  test.slow(); // seven routes, each loaded, settled and audited
  const captcha = await openWithCaptcha(page, siteUrl('hgty', routePaths.login), control);
  await submitSignIn(page, demoLogin, captcha);
  await expect(page).toHaveURL(siteUrl('hgty', routePaths.home));
  for (const path of routes) {
    await page.goto(siteUrl('hgty', path));
    // The embedded home has no frame (no <main>), so wait for the page itself, then for its data.
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, path);
  }
  expect(consoleErrors).toEqual([]);
});
