import { VitePWA } from 'vite-plugin-pwa';

/**
 * The service worker of the built app (spec §1): src/pwa/sw.ts, built into `/sw.js` with the build's precache list
 * injected, registered at the root by pwa/serviceWorkerRegistration.ts, prompt mode (the member decides when a new
 * build takes over). It precaches the app shell, every bundle and each site's pages (the worker keeps its own
 * site's), so a repeat or offline visit paints the site's own page; `/api/*` is never cached. No web manifest: one
 * build serves every site, and a manifest would carry a single site's name.
 */
export function serviceWorkerPlugin() {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: false,
    strategies: 'injectManifest',
    srcDir: 'src/pwa',
    filename: 'sw.ts',
    injectManifest: {
      globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
      // A classic worker, as workbox-window registers it by default.
      rollupFormat: 'iife',
    },
  });
}
