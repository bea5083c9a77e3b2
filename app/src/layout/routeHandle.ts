import type { RoutePath } from '@platform/domain';
import type { UIMatch } from 'react-router-dom';
import type { PageTitleKey } from '../i18n/shellStrings.ts';

/** What a route tells the root layout about its frame. */
export type RouteHandle = {
  /** The nav-bar title; `siteName` shows the site's display name. */
  title?: PageTitleKey | 'siteName';
  /** Shows the back button. */
  back?: boolean;
  /**
   * Where back goes when the page was opened from outside (a link, a bookmark: no page of the app before it in this
   * tab); the home when not named. Going back in the browser's history then would leave the app.
   */
  parent?: RoutePath;
  /** `none`: no nav bar and no tab bar (the embedded home). */
  chrome?: 'none';
  /**
   * The page reads only the frame's and home's strings (i18n/shellStrings.ts), not the pages' catalog: it renders
   * without waiting for it (the home; boot/pageModules.ts reads the same field).
   */
  shellStringsOnly?: true;
};

/** The handle of the deepest route that has one. */
export function currentHandle(matches: readonly UIMatch[]): RouteHandle {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle !== undefined) return handle;
  }
  return {};
}
