import type { SiteCode } from './schema/siteConfigSchema.ts';

/**
 * Where the member app's build puts each site's HTML, relative to the build folder: the contract between the build
 * (app/src/ssr/prerenderSites.tsx writes them) and whatever serves it by host (packages/server; a CDN's rewrite
 * rules, app/README "First paint"). A path with a prerendered page gets that page; any other app path the site's
 * shell; a host that is no site's gets the build's plain index.html.
 */
export const siteShellFile = (site: SiteCode) => `sites/${site}/shell.html`;

export const sitePageFile = (site: SiteCode, path: string) => `sites/${site}/pages${path}.html`;

/** App paths a page file may exist for: letters, digits, `-` and `_` between slashes, so no file outside. */
export const prerenderablePath = /^(\/[A-Za-z0-9_-]+)+$/;

/**
 * The site's files a navigation to `path` may be answered with, best first: its prerendered page, then its shell.
 * Whoever holds the build picks the first it has (the server from its disk, the service worker from its precache);
 * with neither, the build's plain index.html.
 */
export const sitePageCandidates = (site: SiteCode, path: string): string[] =>
  prerenderablePath.test(path) ? [sitePageFile(site, path), siteShellFile(site)] : [siteShellFile(site)];

/**
 * The app's server-side renderer in the build (app/tooling/prerenderSites.ts writes it): a server that runs it
 * renders a site's page per request with the site's data (packages/server http/appPageRenderer.ts); a CDN ignores it,
 * and neither serves it.
 */
export const appRendererFolder = 'render';
export const appRendererFile = `${appRendererFolder}/serverBundle.mjs`;
