import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router-dom';
import type { BrowserIdentity } from './deviceKind.ts';
import type { LazyPage } from './lazyPage.tsx';

/** The part of a location a forward reads: a redirect keeps the query string. */
export type ForwardedLocation = { pathname: string; search: string };

/**
 * Where a route sends the browser instead of rendering, or null to stay. `browser` is null where nobody is asking
 * (the server's render), so a forward by device stays there.
 */
export type Forward = (location: ForwardedLocation, browser: BrowserIdentity | null) => string | null;

/**
 * One entry of the member app's route table (routes.tsx): react-router's declarative route fields plus what the app
 * adds to them, a page module loaded on first match, a forward and a frame around the children.
 */
export type AppRoute = {
  path?: string;
  caseSensitive?: boolean;
  /** What the route tells the root layout (layout/routeHandle.ts `RouteHandle`), read through its matches. */
  handle?: unknown;
  page?: LazyPage;
  forward?: Forward;
  /** A frame rendered around the child routes, loaded with the app (the root layout). */
  layout?: ComponentType;
  children?: AppRoute[];
};

export type AppRouteMatch = NonNullable<ReturnType<typeof matchRoutes<AppRoute>>>[number];

let lastMatched: { routes: AppRoute[]; pathname: string; matches: AppRouteMatch[] } | undefined;

/**
 * The routes `pathname` matches, outermost first (none: an empty list). react-router ranks the whole table on every
 * call (~15 ms on a 4x slower phone); boot, the router's forward and the root layout each ask for the same path in
 * turn, so the last answer is kept.
 */
export function matchAppRoutes(routes: AppRoute[], pathname: string): AppRouteMatch[] {
  if (lastMatched?.routes !== routes || lastMatched.pathname !== pathname) {
    lastMatched = { routes, pathname, matches: matchRoutes(routes, pathname) ?? [] };
  }
  return lastMatched.matches;
}

/** Where the matched routes send `location` instead (the first that forwards), or null when it stays. */
export function forwardTarget(
  matches: readonly AppRouteMatch[],
  location: ForwardedLocation,
  browser: BrowserIdentity | null,
): string | null {
  for (const { route } of matches) {
    const target = route.forward?.(location, browser) ?? null;
    if (target !== null) return target;
  }
  return null;
}
