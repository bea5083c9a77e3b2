import { storageKeys } from '@platform/domain';
import { appLanguages } from '../../app/test/everyLanguage.ts';
import { expect, test } from './support/fixtures.ts';
import { demoLogin, openWithCaptcha } from './support/signIn.ts';

const text = appLanguages['zh-CN'].entry;

test('an invite link (?invite_code=) is kept as aid and prefills the registration form', async ({
  page,
  siteUrl,
  control,
}) => {
  const { inviteCode } = await control.member('hgty', demoLogin.username);
  await page.goto(siteUrl('hgty', `/register?invite_code=${inviteCode}`));
  await expect(page.getByRole('textbox', { name: text.inviteCode, exact: true })).toHaveValue(inviteCode);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), storageKeys.session.inviteCode)).toBe(
    inviteCode,
  );
});

test('registering from an invite link (?i_code=) signs the new member in and the server records the inviter', async ({
  page,
  siteUrl,
  control,
}) => {
  const { inviteCode } = await control.member('hgty', demoLogin.username);
  // Four to eleven letters or digits, new on every run of the suite.
  const username = `inv${Date.now().toString(36).slice(-7)}`;
  const captcha = await openWithCaptcha(page, siteUrl('hgty', `/register?i_code=${inviteCode}`), control);
  await expect(page.getByRole('textbox', { name: text.inviteCode, exact: true })).toHaveValue(inviteCode);
  await page.getByRole('textbox', { name: text.accountName, exact: true }).fill(username);
  await page.getByRole('textbox', { name: text.password, exact: true }).fill('Invited2026');
  await page.getByRole('textbox', { name: text.confirmPassword, exact: true }).fill('Invited2026');
  await page.getByRole('textbox', { name: text.captcha, exact: true }).fill(captcha);
  await page.getByRole('button', { name: text.register, exact: true }).click();

  await expect(page).toHaveURL(siteUrl('hgty', '/app/home'));
  expect(await control.member('hgty', username)).toMatchObject({ invitedBy: demoLogin.username });
});
