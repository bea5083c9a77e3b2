import { VitePWA } from 'vite-plugin-pwa';

// Paths the server answers itself: a navigation there must reach the network, never the app shell. `/site-assets/`
// is spelled out here and below, not imported as SITE_ASSET_URL_PREFIX: Node loads this file with the Vite config,
// and a workspace package's TypeScript cannot be imported there ("Unknown file extension .ts").
const serverOwnedPaths = [/^\/api\//, /^\/demo-venue\//, /^\/site-assets\//];

/**
 * The service worker of the built app (spec §1): registered at the root by pwa/serviceWorkerRegistration.ts,
 * prompt mode (the member decides when a new build takes over). It precaches the app shell and every bundle, so
 * an offline reload still shows the app; navigations fall back to index.html; `/api/*` is never cached (no
 * runtime rule matches it, and it is excluded from the fallback). Site logos and icons are kept for offline use.
 * No web manifest: one build serves every site, and a manifest would carry a single site's name.
 */
export function serviceWorkerPlugin() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    workbox: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // Each site's pages are for that site's host only (the server picks them); the offline shell is index.html.
      globIgnores: ['sites/**'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: serverOwnedPaths,
      cleanupOutdatedCaches: true,
      runtimeCaching: [
        {
          urlPattern: ({ url }) =>
            url.origin === self.location.origin && url.pathname.startsWith('/site-assets/'),
          handler: 'StaleWhileRevalidate',
          options: { cacheName: 'site-assets', expiration: { maxEntries: 50 } },
        },
      ],
    },
  });
}
