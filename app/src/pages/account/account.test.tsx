import { ApiError } from '@platform/api-client';
import { errorMessage, notices } from '@platform/contract';
import { routePaths, validationMessage } from '@platform/domain';
import { describe, expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';
import { bootApp } from '../../../test/bootApp.tsx';
import { currentCaptchaAnswer, signInAsNewMember } from '../../../test/demoMember.ts';
import { appLanguages, uiLanguages } from '../../../test/everyLanguage.ts';
import { HOLD_RESEND_WAIT } from '../../../test/referenceApiState.ts';
import type { AppRuntime } from '../../boot/appRuntime.ts';

const text = appLanguages['zh-CN'].account;
const codeField = uiLanguages['zh-CN'].verificationCodeField;
const locale = 'zh-CN';

/** A member registered for this test (bindings and passwords never touch the demo member), on `path`. */
async function newMemberAt(path: string) {
  const runtime = await bootApp({ path: routePaths.home, search: '?site=hgty' });
  if (runtime === null) throw new Error('the app did not boot');
  const member = await signInAsNewMember(runtime);
  await runtime.router.navigate(path);
  return { runtime, member };
}

const pathOf = (runtime: AppRuntime) => runtime.router.state.location.pathname;

/** A list row that opens a page, by its title, showing `value` (its state: "not bound", the masked phone…). */
const row = (title: string, value: string | RegExp) =>
  page.getByRole('link', { name: title }).filter({ hasText: value });

/** A number no other test binds: 139 and eight random digits (mainland China's mobile rule). */
const freshPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

async function codeSentTo(destination: string): Promise<string> {
  let code: string | null = null;
  await expect.poll(async () => (code = await commands.verificationCodeSentTo(destination))).not.toBeNull();
  return code ?? '';
}

/** A six-digit code that is certainly not `code`. */
const otherThan = (code: string) => (code === '000000' ? '111111' : '000000');

async function signInRefusal(runtime: AppRuntime, username: string, password: string) {
  await runtime.client.api.captcha();
  const body = await runtime.client.encryptPasswordFields('signIn', {
    username,
    password,
    captcha: await currentCaptchaAnswer(),
  });
  return runtime.client.api.signIn({ body }).then(
    () => null,
    (error: unknown) => (error instanceof ApiError ? error.code : String(error)),
  );
}

describe('a visitor', () => {
  test.each([
    routePaths.personalInfo,
    routePaths.personalInfoName,
    routePaths.personalInfoMail,
    routePaths.personalInfoPhone,
    routePaths.setting,
    routePaths.settingPassword,
    routePaths.settingVerification,
    routePaths.settingWithdrawPassword,
  ])('is offered sign-in on %s and no form', async (path) => {
    await bootApp({ path, search: '?site=hgty' });
    await expect.element(page.getByText('登录后查看此页面')).toBeVisible();
    await expect.element(page.getByRole('button', { name: '登录' })).toBeVisible();
    await expect.element(page.getByRole('form')).not.toBeInTheDocument();
  });
});

describe('personal info', () => {
  test('a new member sees the account name, no real name, nothing bound, and each row opens its page', async () => {
    const { runtime, member } = await newMemberAt(routePaths.personalInfo);
    await expect.element(page.getByText(member.accountName)).toBeVisible();
    await expect.element(row(text.realName, text.notSet)).toBeVisible();
    await expect.element(row(text.email, text.notBound)).toBeVisible();
    await row(text.phone, text.notBound).click();
    await expect.poll(() => pathOf(runtime)).toBe(routePaths.personalInfoPhone);
  });

  test.each([
    ['markup', '<b>张三</b>'],
    ['a bidi override', '张\u202E三'],
    ['a zero-width space', '张\u200B三'],
  ])('a real name with %s is refused with the domain’s words and nothing is saved', async (_kind, name) => {
    const { runtime } = await newMemberAt(routePaths.personalInfoName);
    await page.getByRole('textbox', { name: text.realName }).fill(name);
    await page.getByRole('button', { name: text.save }).click();
    await expect.element(page.getByText(validationMessage('PERSON_NAME_INVALID', locale))).toBeVisible();
    expect((await runtime.client.api.memberInfo()).realName).toBeNull();
  });

  test('a one-character real name is refused for its length', async () => {
    await newMemberAt(routePaths.personalInfoName);
    await page.getByRole('textbox', { name: text.realName }).fill('张');
    await page.getByRole('button', { name: text.save }).click();
    await expect.element(page.getByText(validationMessage('REAL_NAME_LENGTH', locale))).toBeVisible();
  });

  test('a real name is saved: "modified successfully", and personal info shows it', async () => {
    const { runtime } = await newMemberAt(routePaths.personalInfoName);
    await page.getByRole('textbox', { name: text.realName }).fill('张三丰');
    await page.getByRole('button', { name: text.save }).click();
    await expect.element(page.getByText(notices.MODIFIED_SUCCESSFULLY[locale])).toBeVisible();
    await expect.poll(() => pathOf(runtime)).toBe(routePaths.personalInfo);
    await expect.element(row(text.realName, '张三丰')).toBeVisible();
  });
});

describe('binding a phone', () => {
  test('an empty form gets the spec §5 prompts, and no code can be asked for before the number is valid', async () => {
    await newMemberAt(routePaths.personalInfoPhone);
    const sendButton = page.getByRole('button', { name: codeField.send });
    await expect.element(sendButton).toBeDisabled();
    await page.getByRole('button', { name: text.bind }).click();
    await expect.element(page.getByText(validationMessage('BOUND_PHONE_REQUIRED', locale))).toBeVisible();
    await expect.element(page.getByText(validationMessage('PHONE_CODE_REQUIRED', locale))).toBeVisible();
    await page.getByRole('textbox', { name: text.phone }).fill('12345');
    await expect.element(page.getByText(validationMessage('PHONE_NUMBER_INVALID', locale))).toBeVisible();
    await expect.element(sendButton).toBeDisabled();
  });

  test('the area code comes from the site’s list, never empty', async () => {
    await newMemberAt(routePaths.personalInfoPhone);
    const areaCode = page.getByRole('combobox', { name: '区号' });
    await expect.element(areaCode).toHaveValue('86');
    await expect.element(page.getByText('+86', { exact: true })).toBeVisible();
    await expect.poll(() => areaCode.element().querySelectorAll('option').length).toBeGreaterThan(1);
  });

  test('the code starts the resend countdown; a wrong code is "verification code error"; the right one binds', async () => {
    const { runtime } = await newMemberAt(routePaths.personalInfoPhone);
    const phone = freshPhone();
    await page.getByRole('textbox', { name: text.phone }).fill(phone);
    await page.getByRole('button', { name: codeField.send }).click();
    const countdown = page.getByRole('button', { name: /秒后重新获取/ });
    await expect.element(countdown).toBeDisabled();
    const code = await codeSentTo(`+86 ${phone}`);

    await page.getByRole('textbox', { name: text.verificationCode }).fill(otherThan(code));
    await page.getByRole('button', { name: text.bind }).click();
    await expect.element(page.getByText(errorMessage('VERIFICATION_CODE_INVALID', locale))).toBeVisible();

    await page.getByRole('textbox', { name: text.verificationCode }).fill(code);
    await page.getByRole('button', { name: text.bind }).click();
    await expect.element(page.getByText(notices.BINDING_SUCCEEDED[locale])).toBeVisible();
    await expect.poll(() => pathOf(runtime)).toBe(routePaths.personalInfo);
    const masked = `+86 ${phone.slice(0, 3)}****${phone.slice(-4)}`;
    await expect.element(row(text.phone, masked)).toBeVisible();
  });
});

describe('binding an email', () => {
  test('an empty form gets the bound-email and email-code prompts', async () => {
    await newMemberAt(routePaths.personalInfoMail);
    await page.getByRole('button', { name: text.bind }).click();
    await expect.element(page.getByText(validationMessage('BOUND_EMAIL_REQUIRED', locale))).toBeVisible();
    await expect.element(page.getByText(validationMessage('EMAIL_CODE_REQUIRED', locale))).toBeVisible();
  });

  test('asking again too soon is "getting the verification code failed"; the code that came binds', async () => {
    const { runtime } = await newMemberAt(routePaths.personalInfoMail);
    const email = `${crypto.randomUUID().slice(0, 8)}@example.com`;
    await page.getByRole('textbox', { name: text.email }).fill(email);
    await page.getByRole('button', { name: codeField.send }).click();
    const code = await codeSentTo(email);
    // A loaded machine may take over a minute to reach the resend below: keep it inside the server's wait.
    await commands.operator(HOLD_RESEND_WAIT, 'hgty', email);

    // A second page visit has no countdown running; the server refuses a resend inside its 60 s.
    await runtime.router.navigate(routePaths.personalInfo);
    await expect.element(row(text.email, text.notBound)).toBeVisible();
    await runtime.router.navigate(routePaths.personalInfoMail);
    await page.getByRole('textbox', { name: text.email }).fill(email);
    await page.getByRole('button', { name: codeField.send }).click();
    await expect.element(page.getByText(errorMessage('VERIFICATION_CODE_SEND_FAILED', locale))).toBeVisible();

    await page.getByRole('textbox', { name: text.verificationCode }).fill(code);
    await page.getByRole('button', { name: text.bind }).click();
    await expect.element(page.getByText(notices.BINDING_SUCCEEDED[locale])).toBeVisible();
    await expect.poll(() => pathOf(runtime)).toBe(routePaths.personalInfo);
    await expect.element(row(text.email, /\*+@example\.com/)).toBeVisible();
  });
});

describe('security settings', () => {
  test('list the login password, the security check and the withdraw password (not set), and sign out', async () => {
    const { runtime } = await newMemberAt(routePaths.setting);
    await expect.element(page.getByRole('link', { name: text.loginPassword })).toBeVisible();
    await expect.element(page.getByRole('link', { name: text.verification })).toBeVisible();
    await expect.element(row(text.withdrawPassword, text.notSet)).toBeVisible();
    await page.getByRole('button', { name: text.signOut }).click();
    await expect.poll(() => pathOf(runtime)).toBe(routePaths.home);
    expect(runtime.client.session.token()).toBeNull();
  });

  test('the security check shows what is bound and leads to binding it', async () => {
    const { runtime } = await newMemberAt(routePaths.settingVerification);
    await expect.element(page.getByText(text.verificationIntro)).toBeVisible();
    await row(text.email, text.bindEmail).click();
    await expect.poll(() => pathOf(runtime)).toBe(routePaths.personalInfoMail);
  });
});

describe('the login password', () => {
  test('a wrong current password is refused with the server’s words; a mismatched confirmation never leaves', async () => {
    await newMemberAt(routePaths.settingPassword);
    await page.getByRole('textbox', { name: text.currentPassword }).fill('Wrong2026');
    await page.getByRole('textbox', { name: text.newPassword, exact: true }).fill('Newer2026');
    await page.getByRole('textbox', { name: text.confirmPassword }).fill('Other2026');
    await page.getByRole('button', { name: text.changePassword }).click();
    await expect.element(page.getByText(text.passwordMismatch)).toBeVisible();
    await page.getByRole('textbox', { name: text.confirmPassword }).fill('Newer2026');
    await page.getByRole('button', { name: text.changePassword }).click();
    await expect.element(page.getByText(errorMessage('OLD_PASSWORD_INCORRECT', locale))).toBeVisible();
  });

  test('changing it shows "your password has been changed"; the old password is refused, the new one signs in', async () => {
    const { runtime, member } = await newMemberAt(routePaths.settingPassword);
    await page.getByRole('textbox', { name: text.currentPassword }).fill(member.password);
    await page.getByRole('textbox', { name: text.newPassword, exact: true }).fill('Newer2026');
    await page.getByRole('textbox', { name: text.confirmPassword }).fill('Newer2026');
    await page.getByRole('button', { name: text.changePassword }).click();
    await expect.poll(() => pathOf(runtime)).toBe(routePaths.settingSuccess);
    await expect.element(page.getByText(notices.PASSWORD_CHANGED[locale])).toBeVisible();
    await expect.element(page.getByRole('button', { name: text.backToSettings })).toBeVisible();
    expect(await signInRefusal(runtime, member.accountName, member.password)).toBe(
      'ACCOUNT_OR_PASSWORD_INVALID',
    );
    expect(await signInRefusal(runtime, member.accountName, 'Newer2026')).toBeNull();
  });

  test('the success page offers a visitor a fresh sign-in', async () => {
    const runtime = await bootApp({ path: routePaths.settingSuccess, search: '?site=hgty' });
    await expect.element(page.getByText(notices.PASSWORD_CHANGED[locale])).toBeVisible();
    await page.getByRole('button', { name: text.signInAgain }).click();
    await expect.poll(() => (runtime === null ? null : pathOf(runtime))).toBe(routePaths.login);
  });
});

describe('the withdraw password', () => {
  const prompt = uiLanguages['zh-CN'].withdrawPasswordPrompt;

  test('is set (six digits, confirmed), then changed with the current one', async () => {
    const { runtime } = await newMemberAt(routePaths.settingWithdrawPassword);
    await expect.element(page.getByText(text.withdrawPasswordSetIntro)).toBeVisible();
    await page.getByRole('textbox', { name: text.newWithdrawPassword }).fill('12345');
    await page.getByRole('textbox', { name: text.confirmWithdrawPassword }).fill('12346');
    await page.getByRole('button', { name: text.setWithdrawPassword }).click();
    await expect
      .element(page.getByText(validationMessage('WITHDRAW_PASSWORD_SIX_DIGITS', locale)))
      .toBeVisible();
    await expect.element(page.getByText(text.passwordMismatch)).toBeVisible();
    await page.getByRole('textbox', { name: text.newWithdrawPassword }).fill('135790');
    await page.getByRole('textbox', { name: text.confirmWithdrawPassword }).fill('135790');
    await page.getByRole('button', { name: text.setWithdrawPassword }).click();
    await expect.poll(() => pathOf(runtime)).toBe(routePaths.settingWithdrawPasswordSuccess);
    await expect.element(page.getByText(text.withdrawPasswordDone)).toBeVisible();
    await page.getByRole('button', { name: text.backToSettings }).click();
    await expect.element(row(text.withdrawPassword, text.passwordSet)).toBeVisible();

    await runtime.router.navigate(routePaths.settingWithdrawPassword);
    await expect.element(page.getByText(text.withdrawPasswordChangeIntro)).toBeVisible();
    await page.getByRole('textbox', { name: text.currentWithdrawPassword }).fill('000000');
    await page.getByRole('textbox', { name: text.newWithdrawPassword }).fill('246801');
    await page.getByRole('textbox', { name: text.confirmWithdrawPassword }).fill('246801');
    await page.getByRole('button', { name: text.changeWithdrawPassword }).click();
    await expect.element(page.getByText(errorMessage('WITHDRAW_PASSWORD_INCORRECT', locale))).toBeVisible();
    await page.getByRole('textbox', { name: text.currentWithdrawPassword }).fill('135790');
    await page.getByRole('button', { name: text.changeWithdrawPassword }).click();
    await expect.poll(() => pathOf(runtime)).toBe(routePaths.settingWithdrawPasswordSuccess);
  });

  test('set from the gate, the member continues where they were stopped', async () => {
    const { runtime } = await newMemberAt(routePaths.cardsAddBankCard);
    await page.getByRole('button', { name: prompt.setPassword }).click();
    await expect.poll(() => pathOf(runtime)).toBe(routePaths.settingWithdrawPassword);
    await page.getByRole('textbox', { name: text.newWithdrawPassword }).fill('135790');
    await page.getByRole('textbox', { name: text.confirmWithdrawPassword }).fill('135790');
    await page.getByRole('button', { name: text.setWithdrawPassword }).click();
    await page.getByRole('button', { name: text.continueWhereLeft }).click();
    await expect.poll(() => pathOf(runtime)).toBe(routePaths.cardsAddBankCard);
    await expect.element(page.getByRole('form')).toBeVisible();
    await expect.element(page.getByText(prompt.message)).not.toBeInTheDocument();
  });
});
