import type { Locale } from '@platform/domain';
import type { Page } from '@playwright/test';
import { appLanguages } from '../../../app/test/everyLanguage.ts';
import type { test } from './fixtures.ts';

type Control = Parameters<Parameters<typeof test>[2]>[0]['control'];

export const demoLogin = { username: 'demo', password: 'Demo2026' } as const;

/**
 * Opens `entryUrl` (the sign-in or registration page) and resolves the captcha answer once its image has loaded:
 * the answer is read through the e2e server's control port, keyed by the `device_no` the app sent with it.
 */
export async function openWithCaptcha(page: Page, entryUrl: string, control: Control): Promise<string> {
  const captchaImage = page.waitForResponse((response) => response.url().includes('/member/captcha'));
  await page.goto(entryUrl);
  const response = await captchaImage;
  const deviceNumber = response.request().headers().device_no;
  if (!deviceNumber) throw new Error('the captcha request carried no device_no header');
  return control.captchaAnswer(deviceNumber);
}

/** Fills and submits the sign-in form, finding its fields by the labels of the app's own catalogue. */
export async function submitSignIn(
  page: Page,
  credentials: { username: string; password: string },
  captcha: string,
  locale: Locale = 'zh-CN',
) {
  const text = appLanguages[locale].entry;
  await page.getByRole('textbox', { name: text.accountName, exact: true }).fill(credentials.username);
  await page.getByRole('textbox', { name: text.password, exact: true }).fill(credentials.password);
  await page.getByRole('textbox', { name: text.captcha, exact: true }).fill(captcha);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
}
