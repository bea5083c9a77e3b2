import { createApiClient, createNativeBridge } from '@platform/api-client';
import type { Locale } from '@platform/domain';
import type { Page } from '@playwright/test';
import { appLanguages } from '../../../app/test/everyLanguage.ts';
import { e2eEnvironment } from './e2eEnvironment.ts';
import type { test } from './fixtures.ts';
import { demoLogin, openWithCaptcha } from './signIn.ts';

type Control = Parameters<Parameters<typeof test>[2]>[0]['control'];

/** Signs the demo member in through the sign-in page of a site, with that site's language. */
export async function signInDemo(page: Page, loginUrl: string, locale: Locale, control: Control) {
  const text = appLanguages[locale].entry;
  const captcha = await openWithCaptcha(page, loginUrl, control);
  await page.getByRole('textbox', { name: text.accountName, exact: true }).fill(demoLogin.username);
  await page.getByRole('textbox', { name: text.password, exact: true }).fill(demoLogin.password);
  await page.getByRole('textbox', { name: text.captcha, exact: true }).fill(captcha);
  await page.getByRole('button', { name: text.signIn, exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}

const memoryStorage = (entries: Record<string, string>) => {
  const values = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
};

/**
 * The same member as the page, from the test process: the api-client (RSA-sealed passwords included) with the
 * page's session token and device. For steps whose page belongs to another issue (setting the withdraw password).
 * The server takes the site from the site-code header on every site (hgty and hgtyc's own apps send it; the
 * others' apps are told apart by host, which a test process on 127.0.0.1 cannot give).
 */
export async function memberClientOf(page: Page, siteCode: string) {
  const token = await page.evaluate(() => sessionStorage.getItem('t'));
  const device = await page.evaluate(() => localStorage.getItem('uuid'));
  if (token === null || device === null) throw new Error('the page has no signed-in member');
  const session = memoryStorage({ t: token });
  return createApiClient({
    baseUrl: `http://127.0.0.1:${e2eEnvironment.read().port}`,
    siteCode,
    sendSiteCodeHeader: true,
    getLocale: () => 'zh-CN',
    storage: { session, local: memoryStorage({ uuid: device }) },
    nativeBridge: createNativeBridge({}, session),
    onSessionInvalid: () => {
      throw new Error('the copied session was refused');
    },
    navigate: () => {},
  });
}
