import type { Location, NavigateFunction } from 'react-router-dom';

/**
 * Whether a page of the app comes before this one in the tab's history. The browser router keeps its position in
 * `history.state.idx` (0 for the entry the app was opened on, even after a redirect replaced it); a router without
 * it (the memory router of tests and embedding) marks its first entry with the key `default`.
 */
function hasAppHistory(location: Location): boolean {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'idx' in state && typeof state.idx === 'number') {
    return state.idx > 0;
  }
  return location.key !== 'default';
}

/**
 * The nav bar's back (issue 21 item 3): the previous page of the app, or, when the page was the first one opened in
 * this tab (from a help link, a promotion, a tutorial), its parent in the app. Going back in history then would
 * leave the app (`about:blank`, the page that linked here).
 */
export function goBack(navigate: NavigateFunction, location: Location, parent: string): void {
  if (hasAppHistory(location)) navigate(-1);
  else navigate(parent, { replace: true });
}
