import { storageKeys } from '@platform/domain';
import { loadSiteConfig } from '@platform/site-config';
import { createRoot } from 'react-dom/client';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { describe, expect, test, vi } from 'vitest';
import { page } from 'vitest/browser';
import { bootApp, restoreDocumentElement } from '../../test/bootApp.tsx';
import { signInAsDemo } from '../../test/demoMember.ts';
import { createAppRouter } from './appRouter.ts';
import { themeClassOf } from './documentSettings.ts';
import { lazyPage } from './lazyPage.tsx';
import { startApp } from './startApp.tsx';

describe('boot per site', () => {
  test.each([
    { site: 'hgty', lang: 'zh-CN', title: '皇冠体育' },
    { site: 'by', lang: 'zh-HK', title: '博雅娛樂' },
    { site: 'betwin', lang: 'en-US', title: 'BetWin' },
  ] as const)(
    '$site: its theme class on <html>, its language, its name, its logo as the tab icon',
    async ({ site, lang, title }) => {
      await bootApp({ search: `?site=${site}` });
      await expect.element(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
      expect(document.documentElement.classList).toContain(themeClassOf(site));
      expect(document.documentElement.lang).toBe(lang);
      expect(document.title).toBe(title);
      const config = await loadSiteConfig(site);
      expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(config.theme.logo.src);
    },
  );

  test('hgty shows the yuan sign next to amounts', async () => {
    const hgty = await bootApp({ search: '?site=hgty' });
    if (hgty === null) throw new Error('hgty did not boot');
    await signInAsDemo(hgty);
    await expect.element(page.getByText('¥').first()).toBeVisible();
  });

  test('betwin shows its coin icon next to amounts', async () => {
    const betwin = await bootApp({ search: '?site=betwin' });
    if (betwin === null) throw new Error('betwin did not boot');
    await signInAsDemo(betwin);
    await expect.element(page.getByRole('img', { name: 'BetWin coin' }).first()).toBeVisible();
  });
});

describe('a site config that fails to load', () => {
  test('logs a message, shows a translated error, and the retry boots the app', async () => {
    const logged = vi.spyOn(console, 'error');
    let attempts = 0;
    await bootApp({
      search: '?site=hgty',
      loadConfig: async (code) => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return loadSiteConfig(code);
      },
    });
    // Chromium in the tests prefers English, so the error is in English before any site language is known.
    await expect.element(page.getByRole('alert')).toHaveTextContent('The page could not load');
    expect(logged).toHaveBeenCalledWith(
      expect.stringContaining('Site config "hgty" failed to load'),
      expect.anything(),
    );
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect.element(page.getByRole('heading', { name: '皇冠体育' })).toBeVisible();
    expect(attempts).toBe(2);
    logged.mockRestore();
  });
});

describe('the sign-in handoff', () => {
  test('takes ?token= out of the URL before the config is even requested, and never stores it as the session', async () => {
    const booting = bootApp({ search: '?site=hgty&token=handed-over&i_code=FRIEND7&tab=2' });
    // The handoff runs synchronously in startApp, before the config is even requested.
    expect(window.location.search).toBe('?site=hgty&i_code=FRIEND7&tab=2');
    await booting;
    // It is a one-time code for SignInHandoffPrompt to exchange, not a session token.
    expect(window.sessionStorage.getItem(storageKeys.session.token)).toBeNull();
    expect(window.sessionStorage.getItem(storageKeys.session.inviteCode)).toBe('FRIEND7');
  });
});

describe('the first page on a phone network', () => {
  test('its lazy page module is requested while the site config is still loading, not after', async () => {
    const pageModuleRequested = vi.fn(() => new Promise<never>(() => {}));
    const configRequested = vi.fn(() => new Promise<never>(() => {}));
    const container = document.createElement('div');
    const root = createRoot(container);
    void startApp({
      root,
      window,
      routes: [{ path: window.location.pathname, page: lazyPage(pageModuleRequested) }],
      createRouter: (routes) => createAppRouter(UNSAFE_createMemoryHistory({ v5Compat: true }), routes, null),
      allowSiteQuery: false,
      loadConfig: configRequested,
    });
    await vi.waitFor(() => expect(configRequested).toHaveBeenCalledOnce());
    // The config never arrives in this test, so the router does not exist yet: only the boot can have asked.
    expect(pageModuleRequested).toHaveBeenCalledOnce();
    root.unmount();
    restoreDocumentElement();
  });
});
