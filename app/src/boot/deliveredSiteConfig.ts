import type { SiteCode, SiteConfig } from '@platform/site-config';

/**
 * The id of the `<script type="application/json">` in which the server hands the page the site's published config
 * (issue 25: operators publish without a rebuild; ssr/publishedSiteHead.ts writes it).
 */
export const deliveredSiteConfigElementId = 'site-config';

/** The script element's text: JSON that cannot close the element early (`<` is written as an escape). */
export function serializeSiteConfig(config: SiteConfig): string {
  return JSON.stringify(config).replaceAll('<', '\\u003c');
}

/**
 * The published config the server put in this page for `code`, or null: a page from a static host or a CDN, or
 * the service worker's offline copy, has none and the app uses the config its build carries. The server validated
 * it (packages/server sitePublishing), exactly as the build validated its own.
 */
export function deliveredSiteConfig(document: Document, code: SiteCode): SiteConfig | null {
  const text = document.getElementById(deliveredSiteConfigElementId)?.textContent;
  if (!text) return null;
  const config = JSON.parse(text) as SiteConfig;
  return config.code === code ? config : null;
}
