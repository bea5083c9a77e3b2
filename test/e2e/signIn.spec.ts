import { errorMessage } from '@platform/contract';
import { expect, test } from './support/fixtures.ts';
import { demoLogin, openWithCaptcha, submitSignIn } from './support/signIn.ts';

test('the demo member signs in with the RSA-sealed password and the captcha and lands on home', async ({
  page,
  siteUrl,
  control,
}) => {
  const captcha = await openWithCaptcha(page, siteUrl('hgty', '/login'), control);
  const signIn = page.waitForRequest((request) => request.url().includes('/member/login/mpe'));
  await submitSignIn(page, demoLogin, captcha);
  // The password never travels in the clear: the body carries the RSA-OAEP ciphertext.
  expect((await signIn).postData() ?? '').not.toContain(demoLogin.password);
  await expect(page).toHaveURL(siteUrl('hgty', '/app/home'));
});

test('a wrong password shows "account or password error"', async ({ page, siteUrl, control }) => {
  const captcha = await openWithCaptcha(page, siteUrl('hgty', '/login'), control);
  await submitSignIn(page, { username: demoLogin.username, password: 'Wrong2026' }, captcha);
  await expect(page.getByRole('alert')).toHaveText(errorMessage('ACCOUNT_OR_PASSWORD_INVALID', 'zh-CN'));
  await expect(page).toHaveURL(siteUrl('hgty', '/login'));
});
