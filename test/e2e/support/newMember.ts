import type { Locale } from '@platform/domain';
import { expect, type Page } from '@playwright/test';
import { appLanguages } from '../../../app/test/everyLanguage.ts';
import { codeSentTo } from '../../verificationCodeOutbox.ts';
import type { test } from './fixtures.ts';
import { openWithCaptcha } from './signIn.ts';

type Control = Parameters<Parameters<typeof test>[2]>[0]['control'];

/**
 * Registers a new member through the site's registration page (registering signs in) for a test that changes
 * the member's state, so the demo member other suites rely on stays as seeded.
 */
export async function registerNewMember(page: Page, registerUrl: string, control: Control, locale: Locale) {
  const text = appLanguages[locale].entry;
  const member = {
    username: `e${crypto.randomUUID().replaceAll('-', '').slice(0, 10)}`,
    password: 'Fresh2026',
  };
  const captcha = await openWithCaptcha(page, registerUrl, control);
  await page.getByRole('textbox', { name: text.accountName, exact: true }).fill(member.username);
  await page.getByRole('textbox', { name: text.password, exact: true }).fill(member.password);
  await page.getByRole('textbox', { name: text.confirmPassword, exact: true }).fill(member.password);
  await page.getByRole('textbox', { name: text.captcha, exact: true }).fill(captcha);
  await page.getByRole('button', { name: text.register, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/register');
  return member;
}

/**
 * The newest code the dev outbox holds for `destination`, read with the operator tool's `outbox` command; with
 * `newerThan`, waits until a code other than that one (an earlier message to the same place) has arrived.
 */
export async function codeFromOutbox(
  control: Control,
  destination: string,
  newerThan?: string,
): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      code = codeSentTo(await control.operator('outbox', '100'), destination);
      return code !== null && code !== newerThan;
    })
    .toBe(true);
  return code ?? '';
}
