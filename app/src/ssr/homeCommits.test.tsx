import { routePaths } from '@platform/domain';
import { Profiler } from 'react';
import { UNSAFE_createMemoryHistory } from 'react-router-dom';
import { afterEach, expect, test, vi } from 'vitest';
import { commands, page } from 'vitest/browser';
import { restoreDocumentElement } from '../../test/bootApp.tsx';
import { browserAppRoot } from '../boot/appRoot.ts';
import type { AppRoute } from '../boot/appRoute.ts';
import { createAppRouter } from '../boot/appRouter.ts';
import { lazyPage } from '../boot/lazyPage.tsx';
import { prerenderedPageElementId, serializePrerenderedPage } from '../boot/prerenderedPage.ts';
import { startApp } from '../boot/startApp.tsx';
import HomePage from '../pages/home/HomePage.tsx';
import { appRoutes } from '../routes.tsx';

/** Each commit that rendered the home: "mount" or "update". */
const homeCommits: string[] = [];

/** The home inside a Profiler: it renders no element, so the server's HTML still fits it. */
function ProfiledHome() {
  return (
    <Profiler id="home" onRender={(_id, phase) => homeCommits.push(phase)}>
      <HomePage />
    </Profiler>
  );
}

/** The home's module is this test's, loaded already. */
const profiledHome = lazyPage(async () => ({ default: ProfiledHome }));

const routesWithProfiledHome: AppRoute[] = appRoutes.map((layout) => ({
  ...layout,
  children: layout.children?.map((route) =>
    route.path === routePaths.home ? { ...route, page: profiledHome } : route,
  ),
}));

/** Suspense boundaries of the server's HTML still waiting for their content (`<!--$?-->`, `<!--$~-->`). */
function pendingBoundaries(root: Node): number {
  const comments = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  let pending = 0;
  while (comments.nextNode()) {
    const marker = (comments.currentNode as Comment).data;
    if (marker === '$?' || marker === '$~') pending += 1;
  }
  return pending;
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
});

test("a visitor's cold load of the home the server rendered with its data hydrates it once, fetches none of that data again, then renders once per piece of live data", async () => {
  const commits = homeCommits;
  const routes = routesWithProfiledHome;
  // The HTML as the API server renders it per request, with the site's public data: rendered in Node, as it is for a
  // member (see prerenderCommand.ts).
  const { markup, page: prerendered } = await commands.prerenderSitePage('hgty', routePaths.home, true);
  const serverQueries = prerendered.queries?.queries ?? [];
  expect(serverQueries.length).toBeGreaterThan(0);
  // The page as the server sends it: the markup in #root, the state beside it, at /app/home.
  const originalUrl = window.location.href;
  const container = document.createElement('div');
  container.innerHTML = markup;
  // React's development prerender (this test's) outlines the recommended matches' Suspense boundary and reveals it
  // with an inline script, which a browser runs while it parses the page and innerHTML does not; the build's
  // production prerender puts the boundary inline (test/e2e/firstPaint.spec.ts reads the served page).
  document.body.append(container);
  for (const script of container.querySelectorAll('script')) new Function(script.textContent ?? '')();
  // The reveal is batched to animation frames, as in a browser; the app's script comes after it.
  await expect.poll(() => pendingBoundaries(container)).toBe(0);
  const state = Object.assign(document.createElement('script'), {
    type: 'application/json',
    id: prerenderedPageElementId,
    textContent: serializePrerenderedPage(prerendered),
  });
  document.body.append(state);
  window.history.replaceState(null, '', routePaths.home);
  const consoleErrors = vi.spyOn(console, 'error');
  const root = browserAppRoot(container);
  const runtime = await startApp({
    root,
    window,
    routes,
    createRouter: (table) =>
      createAppRouter(
        UNSAFE_createMemoryHistory({ initialEntries: [routePaths.home], v5Compat: true }),
        table,
        window.navigator,
      ),
    allowSiteQuery: false,
  });
  if (runtime === null) throw new Error('hgty did not boot');
  cleanups.push(() => {
    runtime.router.dispose();
    runtime.session.stop();
    runtime.queryClient.clear();
    container.remove();
    state.remove();
    window.history.replaceState(null, '', originalUrl);
    restoreDocumentElement();
  });

  // The demo data has arrived: the lobby's first category and the first recommended match.
  await expect.element(page.getByText('体育', { exact: true }).first()).toBeVisible();
  await expect.element(page.getByText('曼城').first()).toBeVisible();
  await expect.poll(() => runtime.queryClient.isFetching()).toBe(0);

  console.info(`home commits on a cold load: ${commits.join(', ')}`);
  // The data the HTML carried was taken as it came: not one of those queries was fetched again.
  for (const { queryHash, state } of serverQueries) {
    expect(runtime.queryClient.getQueryCache().get(queryHash)?.state.dataUpdateCount).toBe(
      state.dataUpdateCount,
    );
  }
  // One render with what the HTML carried: the hydration, no second, different first render.
  expect(commits.filter((phase) => phase === 'mount')).toHaveLength(1);
  expect(commits[0]).toBe('mount');
  // Then only live data the HTML could not carry: the member's motion preference (the banner carousel may move only
  // once the browser says so) and the recommended matches, which their own machine loads in the browser (its module
  // arriving completes the hydration of the block's Suspense boundary, in up to three commits, then its first page).
  // The loads when the browser is idle (the session machine, the pages' catalog) render nothing here. Whether React
  // batches two of these into one commit depends on timing, so this is a ceiling, not a count. Before the server
  // rendered the data (2026-11-26) the ceiling was the queries' count + 6, measured 7 updates.
  const motionPreference = 1;
  const recommendedMatches = 3 + 1;
  expect(commits.length - 1).toBeLessThanOrEqual(motionPreference + recommendedMatches);
  expect(consoleErrors.mock.calls).toEqual([]);
});
