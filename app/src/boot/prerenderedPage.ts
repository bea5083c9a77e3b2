import { isSiteCode, type SiteCode } from '@platform/site-config';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';

/**
 * What a prerendered page's HTML tells the client besides its markup (written by ssr/pageDocument.ts): which site
 * and path it was rendered for and, when the server rendered it per request with the site's public data
 * (ssr/renderRequestPage.ts), the query cache it rendered from (TanStack Query's `dehydrate`), so the client's cache
 * starts from the same state and hydrates instead of loading and rendering again. The router needs nothing: its
 * routes have no loaders, and the page's module is loaded before hydrating (boot/pageModules.ts).
 */
export type PrerenderedPage = {
  site: SiteCode;
  path: string;
  queries?: DehydratedState;
};

/**
 * Puts the page's queries into the client's cache (before the first render, which must equal the server's) as
 * answered when the app takes over the page (`takenAt`, the client's clock; the server's may differ from it): they
 * are what the member has been looking at until then. So they count as fresh for the cache's stale time from there,
 * and nothing is fetched again while the page hydrates, however long the script took to arrive. Written with
 * `setQueryData`, which the client has anyway, rather than TanStack Query's `hydrate` (0.8 KB gzip more at boot):
 * the server hands over successful answers only (ssr/renderSitePage.tsx), so their data is all there is to take.
 */
export function takePageQueries(page: PrerenderedPage, queryClient: QueryClient, takenAt: number): void {
  for (const { queryKey, state } of page.queries?.queries ?? []) {
    queryClient.setQueryData(queryKey, state.data, { updatedAt: takenAt });
  }
}

/** The id of the `<script type="application/json">` that carries a PrerenderedPage. */
export const prerenderedPageElementId = 'prerendered-page';

/** The script element's text: JSON that cannot close the element early (`<` is written as an escape). */
export function serializePrerenderedPage(page: PrerenderedPage): string {
  return JSON.stringify(page).replaceAll('<', '\\u003c');
}

/** The page's prerendered state, or null when its HTML was not prerendered (the plain index.html or a shell). */
export function readPrerenderedPage(document: Document): PrerenderedPage | null {
  const text = document.getElementById(prerenderedPageElementId)?.textContent;
  if (text === undefined || text === null) return null;
  const page = JSON.parse(text) as Partial<PrerenderedPage>;
  if (!isSiteCode(page.site) || typeof page.path !== 'string') {
    throw new Error(`The page's #${prerenderedPageElementId} is not a prerendered page's state: ${text}`);
  }
  return page as PrerenderedPage;
}
