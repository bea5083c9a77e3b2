import AxeBuilder from '@axe-core/playwright';
import { routePaths } from '@platform/domain';
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
  const captcha = await openWithCaptcha(page, siteUrl('hgty', routePaths.login), control);
  await submitSignIn(page, demoLogin, captcha);
  await expect(page).toHaveURL(siteUrl('hgty', routePaths.home));
  for (const path of routes) {
    await page.goto(siteUrl('hgty', path));
    // The embedded home has no frame (no <main>), so wait for the page itself, then for its data.
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((violation) => `${path}: ${violation.id} ${violation.help}`)).toEqual([]);
  }
  expect(consoleErrors).toEqual([]);
});
