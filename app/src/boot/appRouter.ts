import type { Location, NavigationType, UNSAFE_createBrowserHistory } from 'react-router-dom';
import { type AppRoute, forwardTarget, matchAppRoutes } from './appRoute.ts';
import type { BrowserIdentity } from './deviceKind.ts';

/** A history of react-router's (browser, or memory in tests and on the server), which the app's router drives. */
export type AppHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

export type AppRouterState = { location: Location; action: NavigationType };

/**
 * The page load's router: the address (a browser history in the app, a memory history in tests) and where it
 * forwards. React renders it through `AppRouterView`; code outside React (the api-client's session-expiry
 * navigation, tests) goes through `navigate` and reads `state`.
 */
export type AppRouter = {
  history: AppHistory;
  readonly state: AppRouterState;
  navigate(to: string, options?: { replace?: boolean; state?: unknown }): void;
  /** Called after every change of location, with the new state; returns the unsubscribe. */
  subscribe(listener: (state: AppRouterState) => void): () => void;
  dispose(): void;
};

/**
 * Wraps `history`, forwarding before anyone sees the location: a location whose route forwards (`/` to the home,
 * `browser` on the other device's home, routes.tsx) is replaced by its target at once, on the page load's first
 * entry as on every navigation, so no page renders on the way. A history takes one listener; this one shares it.
 */
export function createAppRouter(
  history: AppHistory,
  routes: AppRoute[],
  browser: BrowserIdentity | null,
): AppRouter {
  const listeners = new Set<(state: AppRouterState) => void>();
  let state: AppRouterState = { location: history.location, action: history.action };
  const forward = (location: Location): boolean => {
    const target = forwardTarget(matchAppRoutes(routes, location.pathname), location, browser);
    if (target === null) return false;
    history.replace(target, location.state);
    return true;
  };
  const unlisten = history.listen(({ action, location }) => {
    // The replace calls this listener again with the target, which announces it.
    if (forward(location)) return;
    state = { location, action };
    for (const listener of listeners) listener(state);
  });
  forward(history.location);
  return {
    history,
    get state() {
      return state;
    },
    navigate(to, options = {}) {
      if (options.replace === true) history.replace(to, options.state);
      else history.push(to, options.state);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      unlisten();
      listeners.clear();
    },
  };
}
