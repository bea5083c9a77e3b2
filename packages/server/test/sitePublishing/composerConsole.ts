import type { SiteConfig } from '@platform/site-config';
import { expect } from 'vitest';
import {
  authenticatorCode,
  ConsoleBrowser,
  consolePaths,
  createOperator,
  injectTransport,
} from '../console/consoleClient.ts';
import type { TestApp } from '../support/testApp.ts';

export const COMPOSER_PASSWORD = 'Operator2026';

/** A site operator of `testApp` granted `permissions` on `siteCode`, to sign in with composerSignedIn. */
export async function composerOperator(
  testApp: TestApp,
  username: string,
  siteCode: string,
  permissions: ('editContent' | 'publishSite')[],
): Promise<{ username: string; secret: string }> {
  const { secret } = await createOperator(testApp.connection.db, {
    username,
    password: COMPOSER_PASSWORD,
    role: 'siteOperator',
    grants: [{ siteCode, permissions }],
  });
  return { username, secret };
}

/** An operator signed in to the console of `testApp`, two-step done (a later 30 s step, so each code is fresh). */
export async function composerSignedIn(
  testApp: TestApp,
  operator: { username: string; secret: string },
): Promise<ConsoleBrowser> {
  testApp.advanceClock(30_000);
  const browser = new ConsoleBrowser(injectTransport(testApp.app));
  await browser.post(consolePaths.consoleSignIn, {
    username: operator.username,
    password: COMPOSER_PASSWORD,
  });
  const verified = await browser.post(consolePaths.consoleTwoStepVerify, {
    code: authenticatorCode(operator.secret, testApp.app.platform.clock()),
  });
  expect(verified.status).toBe(200);
  return browser;
}

export type SiteConfigOverview = {
  publishedVersion: number;
  publishedConfig: SiteConfig;
  versions: { version: number; author: string; note: string; published: boolean }[];
  draft: { baseVersion: number; problems: { path: string }[] } | null;
  otherEditors: { operator: string }[];
};

export async function siteConfigOverview(
  browser: ConsoleBrowser,
  siteCode = 'hgty',
): Promise<SiteConfigOverview> {
  const reply = await browser.get(consolePaths.consoleSiteConfig, { siteCode });
  expect(reply.status).toBe(200);
  return reply.body.data as SiteConfigOverview;
}
