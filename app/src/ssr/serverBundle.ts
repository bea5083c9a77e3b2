/**
 * The entry of the app's server-side build (tooling/prerenderSites.ts): the build prerenders every site's pages with
 * it, and the API server renders a page per request with it (packages/server http/appPageRenderer.ts).
 */
export { prerenderSites } from './prerenderSites.tsx';
export { withPublishedSite } from './publishedSiteHead.ts';
export { type PageRequest, renderRequestPage } from './renderRequestPage.ts';
