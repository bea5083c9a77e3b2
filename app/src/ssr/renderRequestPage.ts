import { importBuiltSiteConfig, type SiteCode, type SiteConfig } from '@platform/site-config';
import { appRoutes } from '../routes.tsx';
import { withRenderedPage } from './pageDocument.ts';
import { renderSitePage } from './renderSitePage.tsx';

export type PageRequest = {
  site: SiteCode;
  path: string;
  /** The build's prerendered page for this site and path (sites/<code>/pages/…): its shell, styles and starter. */
  prerendered: string;
  /** Answers the page's API calls: the API server's own routes, in process. */
  fetch: typeof fetch;
  /** How long the page may wait for its data; what has not come by then the client loads. */
  deadlineMs: number;
  /**
   * The site's config when it is not the one the build carries: the same config the browser is handed instead of
   * the build's config module, so page and client speak one language (the pseudo-locale sweep's en-XA preview of
   * a site, test/e2e/support/pseudoLocaleSite.ts). The API server never sets it.
   */
  config?: SiteConfig;
};

/**
 * A site's page rendered for one request with the site's public data in it (activities with their images, the
 * lobby, banners, notices), for the API server to send instead of the build's data-less prerender: the first
 * screen's content and its largest image are in the HTML, so the browser paints and fetches them before any script
 * (app/README "First paint"). It renders as a visitor: a navigation carries no session (the app keeps it in the
 * tab's session storage), and the member's own parts fill in after hydration, as on the prerendered page.
 */
export async function renderRequestPage(request: PageRequest): Promise<string> {
  const config = request.config ?? (await importBuiltSiteConfig(request.site));
  const rendered = await renderSitePage({
    site: request.site,
    config,
    path: request.path,
    routes: appRoutes,
    api: { fetch: request.fetch, deadlineMs: request.deadlineMs },
  });
  return withRenderedPage(request.prerendered, rendered);
}
