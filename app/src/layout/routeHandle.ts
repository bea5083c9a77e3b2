import type { RoutePath } from '@platform/domain';
import type { AppRouteMatch } from '../boot/appRoute.ts';
import type { PageTitleKey } from '../i18n/shellStrings.ts';

/** What a route tells the root layout about its frame. */
export type RouteHandle = {
  /** The nav-bar title; `siteName` shows the site's display name. */
  title?: PageTitleKey | 'siteName';
  /**
   * The route parameter that names this page (a game's name, in its launch path): the nav bar and the browser tab
   * show it instead of `title`, which stays for a missing or empty parameter. The path carries it, so the page is
   * named from its first render, before any data has loaded.
   */
  titleParam?: string;
  /** Shows the back button. */
  back?: boolean;
  /**
   * Where back goes when the page was opened from outside (a link, a bookmark: no page of the app before it in this
   * tab); the home when not named. Going back in the browser's history then would leave the app.
   */
  parent?: RoutePath;
  /**
   * `none`: no nav bar and no tab bar (the embedded home). `bare`: the page alone, without the member frame's
   * landmark, notices, page views or services (the composer's preview, which draws a whole home of its own).
   */
  chrome?: 'none' | 'bare';
  /**
   * The page reads only the frame's and home's strings (i18n/shellStrings.ts), not the pages' catalog: it renders
   * without waiting for it (the home; boot/pageModules.ts reads the same field).
   */
  shellStringsOnly?: true;
};

/** The page's own name from the matched route's parameters (`titleParam`), or undefined when it has none. */
export function pageNameOf(handle: RouteHandle, matches: readonly AppRouteMatch[]): string | undefined {
  const params = matches[matches.length - 1]?.params ?? {};
  const name = handle.titleParam === undefined ? undefined : params[handle.titleParam]?.trim();
  return name === '' ? undefined : name;
}

/** The handle of the deepest route that has one. */
export function currentHandle(matches: readonly AppRouteMatch[]): RouteHandle {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle as RouteHandle | undefined;
    if (handle !== undefined) return handle;
  }
  return {};
}
