import { errorMessage, notices } from '@platform/contract';
import { routePaths } from '@platform/domain';
import type { Page } from '@playwright/test';
import type { PageTitleKey } from '../../app/src/i18n/shellStrings.ts';
import { appLanguages, uiLanguages } from '../../app/test/everyLanguage.ts';
import { expectNoAxeViolations } from './support/accessibility.ts';
import { confirmWithWithdrawPassword, submitBankCardForm } from './support/bankCardForm.ts';
import { expect, test } from './support/fixtures.ts';
import { languageSites } from './support/languageSites.ts';
import { signInDemo } from './support/memberSession.ts';
import { codeFromOutbox, registerNewMember } from './support/newMember.ts';
import { apartFromRefusals } from './support/refusals.ts';
import { openWithCaptcha, submitSignIn } from './support/signIn.ts';

const zh = {
  account: appLanguages['zh-CN'].account,
  code: uiLanguages['zh-CN'].verificationCodeField,
  entry: appLanguages['zh-CN'].entry,
  cards: appLanguages['zh-CN'].cards,
  forms: uiLanguages['zh-CN'].withdrawalAccountForms,
  prompt: uiLanguages['zh-CN'].withdrawPasswordPrompt,
};

/** A list row that opens a page, by its title, showing `value` ("not bound", the masked phone…). */
const row = (page: Page, title: string, value: string | RegExp) =>
  page.getByRole('link', { name: title }).filter({ hasText: value });

test('a new member binds a phone and an email with codes from the dev outbox, then recovers the password by phone', async ({
  page,
  siteUrl,
  control,
  consoleErrors,
}) => {
  // The recovery code waits out the server's one-code-a-minute rule for the phone; registering hashes passwords.
  test.slow();
  const site = 'hgty';
  const member = await registerNewMember(page, siteUrl(site, routePaths.register), control, 'zh-CN');
  await page.goto(siteUrl(site, routePaths.userCentre));
  await page.getByRole('link', { name: appLanguages['zh-CN'].pageTitles.personalInfo }).click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.personalInfo));

  // Phone: the area code from the site's list, the code from the outbox, the resend countdown while it waits.
  const phone = `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  await row(page, zh.account.phone, zh.account.notBound).click();
  await page.getByRole('textbox', { name: zh.account.phone }).fill(phone);
  await page.getByRole('button', { name: zh.code.send }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  const phoneCode = await codeFromOutbox(control, `+86 ${phone}`);
  await page
    .getByRole('textbox', { name: zh.account.verificationCode })
    .fill(phoneCode === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: zh.account.bind }).click();
  await expect(page.getByRole('alert')).toHaveText(errorMessage('VERIFICATION_CODE_INVALID', 'zh-CN'));
  await page.getByRole('textbox', { name: zh.account.verificationCode }).fill(phoneCode);
  await page.getByRole('button', { name: zh.account.bind }).click();
  await expect(page.getByText(notices.BINDING_SUCCEEDED['zh-CN'])).toBeVisible();
  await expect(page).toHaveURL(siteUrl(site, routePaths.personalInfo));
  await expect(row(page, zh.account.phone, `+86 ${phone.slice(0, 3)}****${phone.slice(-4)}`)).toBeVisible();

  // Email.
  const email = `e2e-${crypto.randomUUID().slice(0, 8)}@example.com`;
  await row(page, zh.account.email, zh.account.notBound).click();
  await page.getByRole('textbox', { name: zh.account.email }).fill(email);
  await page.getByRole('button', { name: zh.code.send }).click();
  await page
    .getByRole('textbox', { name: zh.account.verificationCode })
    .fill(await codeFromOutbox(control, email));
  await page.getByRole('button', { name: zh.account.bind }).click();
  // The phone's "binding succeeded" toast may still be showing: the newest one is the email's.
  await expect(page.getByText(notices.BINDING_SUCCEEDED['zh-CN']).last()).toBeVisible();
  await expect(row(page, zh.account.email, /\*+@example\.com/)).toBeVisible();

  // The security check now shows both bound.
  await page.goto(siteUrl(site, routePaths.settingVerification));
  await expect(row(page, zh.account.phone, zh.account.changeBinding)).toBeVisible();
  await expect(row(page, zh.account.email, zh.account.changeBinding)).toBeVisible();

  // Signed out, the bound phone recovers the account (/forgetPassword).
  await page.goto(siteUrl(site, routePaths.setting));
  await page.getByRole('button', { name: zh.account.signOut }).click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.home));
  await page.goto(siteUrl(site, routePaths.forgetPassword));
  await page.getByRole('textbox', { name: zh.entry.accountName, exact: true }).fill(member.username);
  await page.getByRole('textbox', { name: zh.entry.phone, exact: true }).fill(phone);
  // The server sends a phone at most one code a minute, and the binding code went out moments ago: ask again,
  // as a member would, until the server sends one (the countdown starts).
  await expect(async () => {
    await page.getByRole('button', { name: new RegExp(`^(${zh.code.send}|${zh.code.resend})$`) }).click();
    await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeVisible({ timeout: 15_000 });
  }).toPass({ intervals: [20_000], timeout: 120_000 });
  const recoveryCode = await codeFromOutbox(control, `+86 ${phone}`, phoneCode);
  await page.getByRole('textbox', { name: zh.entry.verificationCode, exact: true }).fill(recoveryCode);
  await page.getByRole('textbox', { name: zh.entry.newPassword, exact: true }).fill('Recovered2026');
  await page.getByRole('textbox', { name: zh.entry.confirmPassword, exact: true }).fill('Recovered2026');
  await page.getByRole('button', { name: zh.entry.resetPassword }).click();
  await expect(page.getByText(notices.PASSWORD_CHANGED['zh-CN'])).toBeVisible();
  await expect(page).toHaveURL(siteUrl(site, routePaths.login));
  const captcha = await openWithCaptcha(page, siteUrl(site, routePaths.login), control);
  await submitSignIn(page, { username: member.username, password: 'Recovered2026' }, captcha);
  await expect(page).toHaveURL(siteUrl(site, routePaths.home));
  expect(apartFromRefusals(consoleErrors, [400, 403, 429])).toEqual([]);
});

test('a member changes the login password: the old one is refused, the new one signs in', async ({
  page,
  siteUrl,
  control,
  consoleErrors,
}) => {
  // A journey of many pages, with argon2 hashing on the server for registering and each password.
  test.slow();
  const site = 'hgty';
  const member = await registerNewMember(page, siteUrl(site, routePaths.register), control, 'zh-CN');
  const newPassword = 'Newer2026';
  await page.goto(siteUrl(site, routePaths.setting));
  await page.getByRole('link', { name: zh.account.loginPassword }).click();
  await page.getByRole('textbox', { name: zh.account.currentPassword }).fill(member.password);
  await page.getByRole('textbox', { name: zh.account.newPassword, exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: zh.account.confirmPassword }).fill(newPassword);
  await page.getByRole('button', { name: zh.account.changePassword }).click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.settingSuccess));
  await expect(page.getByText(notices.PASSWORD_CHANGED['zh-CN'])).toBeVisible();

  await page.getByRole('button', { name: zh.account.backToSettings }).click();
  await page.getByRole('button', { name: zh.account.signOut }).click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.home));

  let captcha = await openWithCaptcha(page, siteUrl(site, routePaths.login), control);
  await submitSignIn(page, { username: member.username, password: member.password }, captcha);
  await expect(page.getByRole('alert')).toHaveText(errorMessage('ACCOUNT_OR_PASSWORD_INVALID', 'zh-CN'));
  captcha = await openWithCaptcha(page, siteUrl(site, routePaths.login), control);
  await submitSignIn(page, { username: member.username, password: newPassword }, captcha);
  await expect(page).toHaveURL(siteUrl(site, routePaths.home));
  expect(apartFromRefusals(consoleErrors, [400, 403, 429])).toEqual([]);
});

test('a member stopped by the gate sets the withdraw password, carries on, then changes it', async ({
  page,
  siteUrl,
  control,
  consoleErrors,
}) => {
  // A journey of many pages, with argon2 hashing on the server for registering and each password.
  test.slow();
  const site = 'hgtyc';
  await registerNewMember(page, siteUrl(site, routePaths.register), control, 'zh-CN');
  await page.goto(siteUrl(site, routePaths.cardsAddBankCard));
  await page.getByRole('button', { name: zh.prompt.setPassword }).click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.settingWithdrawPassword));
  await page.getByRole('textbox', { name: zh.account.newWithdrawPassword }).fill('135790');
  await page.getByRole('textbox', { name: zh.account.confirmWithdrawPassword }).fill('135790');
  await page.getByRole('button', { name: zh.account.setWithdrawPassword }).click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.settingWithdrawPasswordSuccess));
  await page.getByRole('button', { name: zh.account.continueWhereLeft }).click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.cardsAddBankCard));
  await expect(page.getByRole('textbox', { name: zh.forms.holderName })).toBeVisible();

  // Change it: the current one proves it is the member; the old one no longer opens anything.
  await page.goto(siteUrl(site, routePaths.setting));
  await row(page, zh.account.withdrawPassword, zh.account.passwordSet).click();
  await page.getByRole('textbox', { name: zh.account.currentWithdrawPassword }).fill('135790');
  await page.getByRole('textbox', { name: zh.account.newWithdrawPassword }).fill('246801');
  await page.getByRole('textbox', { name: zh.account.confirmWithdrawPassword }).fill('246801');
  await page.getByRole('button', { name: zh.account.changeWithdrawPassword }).click();
  await expect(page).toHaveURL(siteUrl(site, routePaths.settingWithdrawPasswordSuccess));

  // The new password confirms adding a card; the old one is refused.
  await page.goto(siteUrl(site, routePaths.cardsAddBankCard));
  const dialog = await submitBankCardForm(page, '张三');
  await confirmWithWithdrawPassword(dialog, '135790');
  await expect(page.getByRole('alert')).toHaveText(errorMessage('WITHDRAW_PASSWORD_INCORRECT', 'zh-CN'));
  await page.getByRole('button', { name: zh.forms.submit }).click();
  await confirmWithWithdrawPassword(dialog, '246801');
  await expect(page).toHaveURL(siteUrl(site, routePaths.cards));
  expect(apartFromRefusals(consoleErrors, [400, 403, 429])).toEqual([]);
});

const accountRoutes = [
  routePaths.personalInfo,
  routePaths.personalInfoName,
  routePaths.personalInfoMail,
  routePaths.personalInfoPhone,
  routePaths.setting,
  routePaths.settingPassword,
  routePaths.settingSuccess,
  routePaths.settingVerification,
  routePaths.settingWithdrawPassword,
  routePaths.settingWithdrawPasswordSuccess,
  routePaths.forgetPassword,
];

for (const [site, locale] of languageSites) {
  test(`every account and settings route renders in ${locale} (${site}) with no console error and no axe violation`, async ({
    page,
    siteUrl,
    control,
    consoleErrors,
  }) => {
    // Eleven pages, each waited for and checked by axe.
    test.slow();
    // Rendering changes nothing, so the demo member will do.
    await signInDemo(page, siteUrl(site, routePaths.login), locale, control);
    for (const path of accountRoutes) {
      await page.goto(siteUrl(site, path));
      const title = appLanguages[locale].pageTitles[titleKeyOf(path)];
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, path);
    }
    expect(consoleErrors).toEqual([]);
  });
}

function titleKeyOf(path: string) {
  const name = (Object.keys(routePaths) as (keyof typeof routePaths)[]).find(
    (key) => routePaths[key] === path,
  );
  if (name === undefined || !(name in appLanguages['zh-CN'].pageTitles))
    throw new Error(`no nav title for ${path}`);
  return name as PageTitleKey;
}
