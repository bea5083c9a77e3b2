import type { AppRouteMatch } from './appRoute.ts';
import { forgetFailedLoads } from './failedLoads.ts';

/**
 * Loads the page modules of `matches` (matchAppRoutes), so the first render has the page's component: hydration
 * needs it in the first render (boot/lazyPage.tsx), and the server renders with it (ssr/renderSitePage.tsx). Boot
 * calls it while the site config loads, instead of when the page first renders: on a phone network that is one
 * round trip less before the page paints. A failed load is left to the page's render, which tries again.
 */
export function loadPageModules(matches: readonly AppRouteMatch[]): Promise<unknown> {
  return Promise.all(matches.map(({ route }) => route.page?.load().catch(forgetFailedLoads)));
}

/**
 * Whether the page `matches` reads only the frame's and home's strings (its route's handle says
 * `shellStringsOnly`, layout/routeHandle.ts): then boot does not wait for the pages' catalog before the first render.
 */
export function readsShellStringsOnly(matches: readonly AppRouteMatch[]): boolean {
  const deepest = matches.at(-1)?.route.handle as { shellStringsOnly?: true } | undefined;
  return deepest?.shellStringsOnly === true;
}
