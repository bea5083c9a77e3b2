import { isSiteCode, type SiteCode } from '@platform/site-config';
import type { HydrationState } from 'react-router-dom';

/**
 * What a prerendered page's HTML tells the client besides its markup (written by ssr/pageDocument.ts): which site
 * and path it was rendered for, and the router's loader data of that render, so the client router starts from the
 * same state and hydrates instead of loading and rendering again.
 */
export type PrerenderedPage = {
  site: SiteCode;
  path: string;
  loaderData: NonNullable<HydrationState['loaderData']>;
};

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
  if (!isSiteCode(page.site) || typeof page.path !== 'string' || typeof page.loaderData !== 'object') {
    throw new Error(`The page's #${prerenderedPageElementId} is not a prerendered page's state: ${text}`);
  }
  return page as PrerenderedPage;
}
