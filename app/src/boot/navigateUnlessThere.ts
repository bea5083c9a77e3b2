import type { AppRouter } from './appRouter.ts';

/**
 * Goes to `path` unless the router is already there.
 *
 * The api-client sends a visitor to /login for every member-only request that finds no session (a visitor who
 * opens a member page must reach the login page every time). When several such requests answer together, e.g.
 * a page's balance and unread count just after the session expired, each would push another /login entry,
 * and Back would lead from the login page to the login page. `router.navigate` changes the location
 * synchronously, so a second call in the same moment sees the first.
 */
export function navigateUnlessThere(router: AppRouter, path: string): void {
  // `path` may carry a query (the page to return to): "there" is its pathname.
  const pathname = new URL(path, 'http://app').pathname;
  if (router.state.location.pathname !== pathname) router.navigate(path);
}
