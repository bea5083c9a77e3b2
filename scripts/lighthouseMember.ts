/**
 * The signed-in side of `npm run lighthouse`: the demo member signs in once per site through the site's own sign-in
 * page (the captcha answer read from the server, as the end-to-end suite reads it), and every measured load of that
 * site then starts with the session where the app keeps it (session storage: token and vid; local storage: the
 * device id the session was issued to), put there before the app's script runs.
 */
import { type Locale, storageKeys } from '@platform/domain';
import type { Browser, Page } from 'puppeteer-core';
import { appLanguages } from '../app/test/everyLanguage.ts';

export type MemberSession = { token: string; vid: string | null; deviceId: string };

const demoLogin = { username: 'demo', password: 'Demo2026' } as const;

/** Captcha answers the server issued, by device number (the server's `revealCaptchaAnswer` hook fills it). */
export const captchaAnswers = new Map<string, string>();

/** Signs the demo member in on `origin`'s sign-in page and returns the session the page stored. */
export async function signInDemo(browser: Browser, origin: string, locale: Locale): Promise<MemberSession> {
  const page = await browser.newPage();
  try {
    const captchaResponse = page.waitForResponse((response) => response.url().includes('/member/captcha'));
    await page.goto(`${origin}/login`);
    const deviceNumber = (await captchaResponse).request().headers().device_no ?? '';
    const answer = captchaAnswers.get(deviceNumber);
    if (answer === undefined)
      throw new Error(`${origin}: no captcha answer was issued to device "${deviceNumber}"`);
    const text = appLanguages[locale].entry;
    await page.locator(`::-p-aria(${text.accountName})`).fill(demoLogin.username);
    await page.locator(`::-p-aria(${text.password})`).fill(demoLogin.password);
    await page.locator(`::-p-aria(${text.captcha})`).fill(answer);
    await page.locator(`::-p-aria(${text.signIn}[role="button"])`).click();
    await page.waitForFunction(() => window.location.pathname !== '/login');
    const session = await page.evaluate(
      (keys) => ({
        token: window.sessionStorage.getItem(keys.session.token),
        vid: window.sessionStorage.getItem(keys.session.vid),
        deviceId: window.localStorage.getItem(keys.local.deviceId),
      }),
      storageKeys,
    );
    if (session.token === null || session.deviceId === null)
      throw new Error(`${origin}: signing in stored no session`);
    return { token: session.token, vid: session.vid, deviceId: session.deviceId };
  } finally {
    await page.close();
  }
}

/** A page whose every document starts with `session` stored, for Lighthouse to load the member's home in. */
export async function memberPage(browser: Browser, session: MemberSession): Promise<Page> {
  const page = await browser.newPage();
  await page.evaluateOnNewDocument(
    (stored, keys) => {
      window.sessionStorage.setItem(keys.session.token, stored.token);
      if (stored.vid !== null) window.sessionStorage.setItem(keys.session.vid, stored.vid);
      window.localStorage.setItem(keys.local.deviceId, stored.deviceId);
    },
    session,
    storageKeys,
  );
  return page;
}
