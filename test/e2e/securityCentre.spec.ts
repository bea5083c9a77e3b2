import { errorMessage } from '@platform/contract';
import { routePaths } from '@platform/domain';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { appLanguages, securityLanguages } from '../../app/test/everyLanguage.ts';
import { expect, test } from './support/fixtures.ts';
import { registerNewMember } from './support/newMember.ts';
import { apartFromRefusals } from './support/refusals.ts';
import { openWithCaptcha, submitSignIn } from './support/signIn.ts';

const zh = { app: appLanguages['zh-CN'], security: securityLanguages['zh-CN'] };
const TOTP_PERIOD_MS = 30_000;

/** What an authenticator app shows for `secret`, `stepsAgo` 30-second steps ago. */
function authenticatorCode(secret: string, stepsAgo = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() - stepsAgo * TOTP_PERIOD_MS,
  });
}

/** The captcha the sign-in form loads after a refused attempt, answered. */
function nextCaptchaAnswer(page: Page, control: { captchaAnswer(device: string): Promise<string> }) {
  return page
    .waitForResponse((response) => response.url().includes('/member/captcha'))
    .then((response) => control.captchaAnswer(response.request().headers().device_no ?? ''));
}

test('a member turns on two-step verification, signs in on a new device with a code, and signs another device out', async ({
  page,
  browser,
  siteUrl,
  control,
  consoleErrors,
}) => {
  // two registrations' and three sign-ins' password hashing
  test.slow();
  const site = 'hgty';
  const member = await registerNewMember(page, siteUrl(site, routePaths.register), control, 'zh-CN');

  // From the user centre to the two-step page; the secret is shown as a key and a setup link.
  await page.goto(siteUrl(site, routePaths.userCentre));
  await page.getByRole('link', { name: zh.app.pageTitles.securityCentre }).click();
  await page.getByRole('link', { name: new RegExp(zh.security.twoStep) }).click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.securityTwoStep));
  await page.getByRole('button', { name: zh.security.turnOn }).click();
  await expect(page.getByRole('link', { name: zh.security.setupLink })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );
  const secret =
    (await page
      .getByRole('listitem')
      .filter({ hasText: zh.security.secretKey })
      .locator('code')
      .textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  // The previous step's code (accepted for clock drift), so the current step's is still unspent for the sign-in.
  await page.getByRole('textbox', { name: zh.security.code }).fill(authenticatorCode(secret, 1));
  await page.getByRole('button', { name: zh.security.confirm }).click();
  const recoveryCodes = page
    .getByRole('region', { name: zh.security.recoveryCodesTitle })
    .getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  await page.getByRole('button', { name: zh.security.done }).click();
  await expect(page.getByText(zh.security.recoveryCodesLeft(10))).toBeVisible();

  // Sign out here, then sign in on a new device (a fresh browser: a new device number): the code is asked.
  await page.goto(siteUrl(site, routePaths.setting));
  await page.getByRole('button', { name: zh.app.account.signOut }).click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.home));

  const laptopContext = await browser.newContext();
  const laptop = await laptopContext.newPage();
  const firstCaptcha = await openWithCaptcha(laptop, siteUrl(site, routePaths.login), control);
  const secondCaptcha = nextCaptchaAnswer(laptop, control);
  await submitSignIn(laptop, member, firstCaptcha);
  await expect(laptop.getByRole('alert')).toHaveText(errorMessage('TWO_STEP_CODE_REQUIRED', 'zh-CN'));
  await laptop.getByRole('textbox', { name: zh.app.entry.captcha, exact: true }).fill(await secondCaptcha);
  await laptop.getByRole('textbox', { name: zh.security.code }).fill(authenticatorCode(secret));
  await laptop.getByRole('button', { name: zh.app.entry.signIn, exact: true }).click();
  await laptop.waitForURL((url) => url.pathname !== routePaths.login);

  // The first browser is a known device: signing in there again asks for no code.
  const phoneCaptcha = await openWithCaptcha(page, siteUrl(site, routePaths.login), control);
  await submitSignIn(page, member, phoneCaptcha);
  await page.waitForURL((url) => url.pathname !== routePaths.login);

  // On the laptop, the security centre lists both devices and signs the other one out.
  await laptop.goto(siteUrl(site, routePaths.securityDevices));
  const devices = laptop.getByRole('region', { name: zh.security.devices });
  await expect(devices.getByRole('listitem')).toHaveCount(2);
  await expect(devices.getByRole('listitem').first()).toContainText(zh.security.thisDevice);
  await devices.getByRole('button', { name: new RegExp(`^${zh.security.signOutDevice}`) }).click();
  await expect(devices.getByRole('listitem')).toHaveCount(1);

  // The other device's session is refused at once: its next page sends it to sign in.
  await page.goto(siteUrl(site, routePaths.securityDevices));
  await expect(page).toHaveURL(new RegExp(`${routePaths.login}`));

  // The sign-in history shows the refused and the accepted attempts of the laptop.
  await laptop.goto(siteUrl(site, routePaths.securitySignIns));
  const history = laptop.getByRole('region', { name: zh.security.signInHistory });
  await expect(history.getByText(zh.security.outcomes.twoStepRequired)).toBeVisible();
  await expect(history.getByText(zh.security.outcomes.succeeded)).toHaveCount(2);
  await laptopContext.close();
  // the signed-out device's refused reads (401) are the point of the test
  expect(apartFromRefusals(consoleErrors, [401])).toEqual([]);
});
