import { matchRoutes, type RouteObject } from 'react-router-dom';

/**
 * Loads the lazy page modules of the routes `pathname` matches and puts them on those routes, so a router starts
 * with the page's component: hydration needs it in the first render, and the server renders with it
 * (ssr/renderSitePage.tsx). Boot calls it while the site config loads, instead of after (the router would ask
 * only once it exists: on a phone network that is one round trip less before the page paints). A failed load leaves
 * the route lazy; the router's own attempt reports it.
 */
export function installPageModulesOf(routes: RouteObject[], pathname: string): Promise<unknown> {
  const installs = (matchRoutes(routes, pathname) ?? []).map(({ route }) => {
    const { lazy } = route;
    if (typeof lazy !== 'function') return undefined;
    return lazy().then(
      (loaded) => Object.assign(route, loaded, { lazy: undefined }),
      () => {},
    );
  });
  return Promise.all(installs);
}

/**
 * Whether the page at `pathname` reads only the frame's and home's strings (its route's handle says
 * `shellStringsOnly`, layout/routeHandle.ts): then boot does not wait for the pages' catalog before the first render.
 */
export function readsShellStringsOnly(routes: RouteObject[], pathname: string): boolean {
  const deepest = (matchRoutes(routes, pathname) ?? []).at(-1)?.route.handle as
    | { shellStringsOnly?: true }
    | undefined;
  return deepest?.shellStringsOnly === true;
}
