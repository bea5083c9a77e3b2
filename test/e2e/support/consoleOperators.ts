import { randomBytes } from 'node:crypto';
import type { OperatorPermission, OperatorRole } from '@platform/contract';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import type { ConsoleLocale } from '../../../packages/console/src/i18n/consoleCatalog.ts';
import type { ConsoleStrings } from '../../../packages/console/src/i18n/consoleStrings.ts';
import enUS from '../../../packages/console/src/i18n/languages/en-US.ts';
import zhCN from '../../../packages/console/src/i18n/languages/zh-CN.ts';
import { totpOf } from '../../../packages/server/src/securityCentre/totpCodes.ts';
import { expectNoAxeViolations } from './accessibility.ts';
import { e2eEnvironment } from './e2eEnvironment.ts';
import { demoLogin } from './signIn.ts';

/** The console's words as an operator reads them in zh-CN (the suite's language). */
export const consoleText = zhCN;

/** The console's words in each of its languages. */
export const consoleTextIn: Record<ConsoleLocale, ConsoleStrings> = { 'zh-CN': zhCN, 'en-US': enUS };

async function control<Answer>(path: string, query: Record<string, string>): Promise<Answer> {
  const { controlPort } = e2eEnvironment.read();
  const response = await fetch(`http://127.0.0.1:${controlPort}${path}?${new URLSearchParams(query)}`, {
    method: 'POST',
  });
  if (!response.ok) throw new Error(`${path} failed: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Answer>;
}

export type ConsoleOperator = { username: string; secret: string };

/**
 * An operator with its authenticator on (the demo operators by name, or a new one named after `prefix`); with
 * `twoStep: 'none'`, one that sets its authenticator up at its first sign-in (its secret is '' until then). A site
 * operator holds `permissions` on `site` (approving money unless told otherwise).
 */
export async function consoleOperator(
  username: string,
  role: OperatorRole,
  site = '',
  twoStep: 'on' | 'none' = 'on',
  permissions: readonly OperatorPermission[] = ['approveMoney'],
): Promise<ConsoleOperator> {
  const { secret } = await control<{ secret: string }>('/console-operator', {
    username,
    role,
    site,
    twoStep,
    permissions: permissions.join(','),
  });
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

/** A desktop browser window for the console, beside the member's phone; its language picks the console's. */
export function consoleContext(browser: Browser, locale: ConsoleLocale = 'zh-CN'): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 1280, height: 900 },
    isMobile: false,
    hasTouch: false,
    locale,
    userAgent:
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  });
}

/** The authenticator's current code, as an app with the operator's secret shows it. */
export const authenticatorCode = (secret: string) => totpOf(secret, '', '').generate();

/** The sign-in's first step at the console's sign-in page: name and the demo password. */
export async function submitConsolePassword(
  page: Page,
  username: string,
  text: ConsoleStrings = consoleText,
): Promise<void> {
  await page.goto(consoleUrl('/'));
  await page.getByRole('textbox', { name: text.signIn.username }).fill(username);
  await page.getByRole('textbox', { name: text.signIn.password }).fill(demoLogin.password);
  await page.getByRole('button', { name: text.signIn.submit }).click();
}

/** Signs in at the console's sign-in page: name and the demo password, then the authenticator's code. */
export async function signInToConsole(
  page: Page,
  operator: ConsoleOperator,
  text: ConsoleStrings = consoleText,
): Promise<void> {
  await submitConsolePassword(page, operator.username, text);
  await page.getByRole('textbox', { name: text.signIn.code }).fill(authenticatorCode(operator.secret));
  await page.getByRole('button', { name: text.signIn.verify, exact: true }).click();
  await expect(page.getByRole('heading', { name: text.queues.heading, level: 1 })).toBeVisible();
}

/** Opens a member's page in the console through the member search, as an operator would (axe on the results). */
export async function openMemberPage(
  page: Page,
  username: string,
  text: ConsoleStrings = consoleText,
): Promise<void> {
  await page.getByRole('link', { name: text.nav.members }).click();
  await page.getByRole('textbox', { name: text.members.search }).fill(username);
  await page.getByRole('button', { name: text.members.submit }).click();
  const result = page.getByRole('link', { name: username, exact: true });
  await expect(result).toBeVisible();
  await expectNoAxeViolations(page, 'console member search');
  await result.click();
  await expect(page.getByRole('heading', { name: text.members.memberHeading(username) })).toBeVisible();
}
