import { routePaths, signInReturnParameter } from '@platform/domain';

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
