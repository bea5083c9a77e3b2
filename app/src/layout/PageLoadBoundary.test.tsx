import { routePaths } from '@platform/domain';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { bootApp } from '../../test/bootApp.tsx';
import type { AppRoute } from '../boot/appRoute.ts';
import { lazyPage } from '../boot/lazyPage.tsx';
import { appRoutes } from '../routes.tsx';
import { handle } from './routeEntries.ts';

const unreliablePath = '/app/unreliable';

/** The app's table with one more page, whose module fails to load the first time it is asked for (a flaky network). */
function routesWithUnreliablePage(): AppRoute[] {
  let attempts = 0;
  const unreliable: AppRoute = {
    path: unreliablePath,
    caseSensitive: true,
    page: lazyPage(() => {
      attempts += 1;
      return attempts === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module'))
        : Promise.resolve({ default: () => <p>The unreliable page</p> });
    }),
    handle: handle({ title: 'helpCentre', back: true }),
  };
  const [root] = appRoutes;
  return [{ ...root, children: [unreliable, ...(root?.children ?? [])] }];
}

/** Boots hgty on the help centre, then goes to the page whose first load fails. */
async function openUnreliablePage() {
  const runtime = await bootApp({
    path: routePaths.helpCentre,
    search: '?site=hgty',
    routes: routesWithUnreliablePage(),
  });
  await runtime?.router.navigate(unreliablePath);
  return runtime;
}

describe('a page whose module fails to load (issue 20: never a blank screen)', () => {
  test('shows the page error in the site language, and retry loads the page', async () => {
    await openUnreliablePage();
    await expect.element(page.getByRole('alert')).toHaveTextContent('内容加载失败');
    // The frame stays: the nav bar's title and back.
    await expect.element(page.getByRole('button', { name: '返回', exact: true })).toBeVisible();
    await page.getByRole('button', { name: '重试' }).click();
    await expect.element(page.getByText('The unreliable page')).toBeVisible();
    await expect.element(page.getByRole('alert')).not.toBeInTheDocument();
  });

  test('offers the way home', async () => {
    const runtime = await openUnreliablePage();
    await page.getByRole('button', { name: '返回首页' }).click();
    await expect.poll(() => runtime?.router.state.location.pathname).toBe(routePaths.home);
    await expect.element(page.getByRole('button', { name: '重试' })).not.toBeInTheDocument();
  });
});
