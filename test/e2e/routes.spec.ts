import { routePaths } from '@platform/domain';
import { siteCodes } from '@platform/site-config';
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

// Issue 20: each site's home and /embedded are prerendered and hydrated; a hydration that differs from the HTML
// is reported by React as a console error or warning. The other routes boot from the site's shell.
for (const site of siteCodes) {
  test(`${site}: every route loads as a visitor with no console error or warning (hydration included)`, async ({
    page,
    siteUrl,
    consoleErrors,
  }) => {
    test.slow(); // seven routes, each loaded and settled
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(`${page.url()}: ${message.text()}`);
    });
    for (const path of routes) {
      await page.goto(siteUrl(site, path));
      await expect(page.locator('#root')).not.toBeEmpty();
      await page.waitForLoadState('networkidle');
    }
    expect(consoleErrors).toEqual([]);
    expect(warnings).toEqual([]);
  });
}
