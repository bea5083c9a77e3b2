import { createElement, type ReactNode, startTransition, useLayoutEffect, useMemo, useState } from 'react';
import { type RouteObject, Router, useRoutes } from 'react-router-dom';
import type { AppRoute } from './appRoute.ts';
import type { AppRouter } from './appRouter.ts';
import { PageOf } from './lazyPage.tsx';

/** react-router's declarative routes for the app's table: each route renders its frame or its page. */
function routeObjectsOf(routes: AppRoute[]): RouteObject[] {
  return routes.map((route) => {
    const { layout, page } = route;
    return {
      ...(route.path === undefined ? {} : { path: route.path }),
      caseSensitive: route.caseSensitive === true,
      handle: route.handle,
      element:
        layout !== undefined
          ? createElement(layout)
          : page !== undefined
            ? createElement(PageOf, { page })
            : null,
      ...(route.children === undefined ? {} : { children: routeObjectsOf(route.children) }),
    };
  });
}

/** The routes matching the router's location, rendered (the server renders them under its static router). */
export function MatchedRoutes({ routes }: { routes: AppRoute[] }) {
  const routeObjects = useMemo(() => routeObjectsOf(routes), [routes]);
  return useRoutes(routeObjects);
}

/**
 * The route table under the page load's router (declarative routing: the data router's loaders, fetchers and
 * revalidation were 16.5 KB gzip of the boot the app did not use, app/README "Decisions"). A change of location
 * renders as a transition, as react-router's own history routers do: a page whose module is still loading keeps
 * the page before it on screen instead of showing its boundary's empty fallback.
 */
export function RoutedPages({ router, routes }: { router: AppRouter; routes: AppRoute[] }): ReactNode {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const unsubscribe = router.subscribe((next) => startTransition(() => setState(next)));
    // A navigation between the first render and this effect (a page's effect, the api-client) is not missed.
    setState(router.state);
    return unsubscribe;
  }, [router]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={router.history}>
      <MatchedRoutes routes={routes} />
    </Router>
  );
}
