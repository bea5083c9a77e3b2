import type { SiteCode } from '@platform/site-config';
import { type BrowserIdentity, isMobileBrowser } from './deviceKind.ts';
import { deviceRedirectTarget } from './deviceRedirects.ts';
import type { PrerenderedPage } from './prerenderedPage.ts';

export type PageLoad = {
  site: SiteCode;
  url: URL;
  browser: BrowserIdentity;
  /** A `?token=` sign-in link: its prompt is not in any prerendered page. */
  handoffCode: string | null;
};

/**
 * The prerendered page this load hydrates, or null to render from scratch. Hydrating means the first client render
 * equals the server's, so it is only done when the HTML was rendered for this very site and path, and the load
 * shows nothing the prerender could not know before the first render: a desktop browser leaves the phone home at
 * once (spec §2), and a sign-in link opens with its prompt.
 */
export function pageToHydrate(page: PrerenderedPage | null, load: PageLoad): PrerenderedPage | null {
  if (page === null || page.site !== load.site || page.path !== load.url.pathname) return null;
  if (load.handoffCode !== null) return null;
  const device = isMobileBrowser(load.browser) ? 'mobile' : 'desktop';
  return deviceRedirectTarget(load.url, device) === null ? page : null;
}
