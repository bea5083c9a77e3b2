import { randomBytes } from 'node:crypto';
import type { OperatorRole } from '@platform/contract';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import zhCN from '../../../packages/console/src/i18n/languages/zh-CN.ts';
import { totpOf } from '../../../packages/server/src/securityCentre/totpCodes.ts';
import { e2eEnvironment } from './e2eEnvironment.ts';
import { demoLogin } from './signIn.ts';

/** The console's words as an operator reads them in zh-CN (the suite's language). */
export const consoleText = zhCN;

async function control<Answer>(path: string, query: Record<string, string>): Promise<Answer> {
  const { controlPort } = e2eEnvironment.read();
  const response = await fetch(`http://127.0.0.1:${controlPort}${path}?${new URLSearchParams(query)}`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Answer>;
}

export type ConsoleOperator = { username: string; secret: string };

/** An operator with its authenticator on (the demo operators by name, or a new one named after `prefix`). */
export async function consoleOperator(
  username: string,
  role: OperatorRole,
  site = '',
): Promise<ConsoleOperator> {
  const { secret } = await control<{ secret: string }>('/console-operator', { username, role, site });
  return { username, secret };
}

/** A fresh operator name: each test signs in with its own, as a TOTP code is accepted once per step per operator. */
export const freshOperatorName = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;

/** A new funded member of `site` with a pending withdrawal of `amountMinor`. */
export function pendingWithdrawal(site: string, amountMinor: number) {
  return control<{ username: string; requestId: string }>('/console-withdrawal', {
    site,
    amount: String(amountMinor),
  });
}

/** The console's address: the API's own origin, `/console/`. */
export function consoleUrl(path = '/'): string {
  return `http://localhost:${e2eEnvironment.read().port}/console${path}`;
}

/** A desktop browser window for the console, beside the member's phone. */
export function consoleContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1280, height: 900 },
    isMobile: false,
    hasTouch: false,
    locale: 'zh-CN',
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  });
}

/** The authenticator's current code, as an app with the operator's secret shows it. */
export const authenticatorCode = (secret: string) => totpOf(secret, '', '').generate();

/** Signs in at the console's sign-in page: name and the demo password, then the authenticator's code. */
export async function signInToConsole(page: Page, operator: ConsoleOperator): Promise<void> {
  const text = consoleText.signIn;
  await page.goto(consoleUrl('/'));
  await page.getByRole('textbox', { name: text.username }).fill(operator.username);
  await page.getByRole('textbox', { name: text.password }).fill(demoLogin.password);
  await page.getByRole('button', { name: text.submit }).click();
  await page.getByRole('textbox', { name: text.code }).fill(authenticatorCode(operator.secret));
  await page.getByRole('button', { name: text.verify, exact: true }).click();
  await expect(page.getByRole('heading', { name: consoleText.queues.heading, level: 1 })).toBeVisible();
}
