import { routePaths } from '@platform/domain';

/** The query parameter of `/login` naming the member-only page a visitor asked for (issue 21 item 4). */
export const signInReturnParameter = 'redirect';

/** `/login`, remembering the page (path and query) the visitor was on when they were asked to sign in. */
export function signInPathReturningTo(path: string): string {
  return `${routePaths.login}?${new URLSearchParams({ [signInReturnParameter]: path })}`;
}

/** Pages that make no sense to land on after signing in: the sign-in forms themselves. */
const entryPaths = new Set<string>([routePaths.entry, routePaths.login, routePaths.register]);

/**
 * Where a successful sign-in goes: the page named by the `redirect` parameter when it is a page of this app, else
 * the home. Only a path of this origin is taken (never an open redirect): an absolute URL, a protocol-relative
 * `//host`, a backslash form browsers read as one (`/\host`) or anything that resolves to another origin is refused.
 */
export function signInDestination(search: string, origin: string): string {
  const requested = new URLSearchParams(search).get(signInReturnParameter);
  if (requested === null || !requested.startsWith('/') || /^\/[/\\]/.test(requested)) return routePaths.home;
  let url: URL;
  try {
    url = new URL(requested, origin);
  } catch {
    return routePaths.home;
  }
  if (url.origin !== origin || entryPaths.has(url.pathname)) return routePaths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}
