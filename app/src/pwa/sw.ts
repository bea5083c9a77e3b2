/**
 * The member app's service worker (spec §1), built by vite-plugin-pwa's injectManifest into `/sw.js` (the name the
 * server and the registration know). It does what the generated worker did (precache the build, never cache
 * `/api/*`, keep site logos for offline use, wait for the member's consent to update) and one thing that worker
 * could not: offline, a navigation is answered with the page of this host's site, as the server answers it
 * (packages/server/src/http/appPageFile.ts), so an offline visit paints that site's own first paint instead of a
 * generic index.html. Online, navigations go to the server first (`navigation` below: published configs).
 */
import { siteCodeForHost, sitePageCandidates } from '@platform/site-config';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { StaleWhileRevalidate } from 'workbox-strategies';

/** What this worker uses of its global scope (the app's TypeScript is typed for pages, not workers). */
declare const self: {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: { data?: { type?: string } }) => void): void;
};

/**
 * Paths the server answers itself: a navigation there must reach the network, never a page of the app. The operator
 * console (/console/) is another app on the same origin, served by the API.
 */
const serverOwnedPaths = [/^\/api\//, /^\/demo-venue\//, /^\/site-assets\//, /^\/console(\/|$)/];

const site = siteCodeForHost(self.location.host);
const sitesFolder = 'sites/';
const entryUrl = (entry: PrecacheEntry | string) => (typeof entry === 'string' ? entry : entry.url);

// Every site's pages are in the build; an origin serves one site, so its worker keeps only that site's.
precacheAndRoute(
  self.__WB_MANIFEST.filter((entry) => {
    const url = entryUrl(entry);
    return !url.startsWith(sitesFolder) || (site !== undefined && url.startsWith(`${sitesFolder}${site}/`));
  }),
);
cleanupOutdatedCaches();

/** The first of the site's files for this path the precache holds, else the build's index.html (no site's host). */
async function sitePage(path: string): Promise<Response> {
  for (const file of site === undefined ? [] : sitePageCandidates(site, path)) {
    const page = await matchPrecache(`/${file}`);
    if (page !== undefined) return page;
  }
  return (await matchPrecache('/index.html')) ?? Response.error();
}

/**
 * How long a navigation waits for the server before the precached page answers: the server's page carries the
 * site's published config (issue 25), the precached one only the build's, so the network comes first.
 */
const NAVIGATION_NETWORK_TIMEOUT_MS = 4_000;

/**
 * Network first: a member online always gets the server's page, so a published version reaches them on their next
 * navigation, never held back by this worker; offline (or a server that does not answer in time) gets the
 * precached page of the site, built with the build's config.
 */
async function navigation(request: Request, path: string): Promise<Response> {
  try {
    return await fetch(request, { signal: AbortSignal.timeout(NAVIGATION_NETWORK_TIMEOUT_MS) });
  } catch {
    return sitePage(path);
  }
}

registerRoute(
  new NavigationRoute(({ request, url }) => navigation(request, url.pathname), {
    denylist: serverOwnedPaths,
  }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/site-assets/'),
  new StaleWhileRevalidate({ cacheName: 'site-assets', plugins: [new ExpirationPlugin({ maxEntries: 50 })] }),
);

// Prompt mode: the waiting worker takes over when the member accepts the update (workbox-window posts this).
self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});
