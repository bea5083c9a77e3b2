import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { serviceWorkerPlugin } from './src/pwa/serviceWorkerPlugin.ts';
import { chunkSources } from './tooling/chunkSources.ts';
import { dynamicJsonImports } from './tooling/dynamicJsonImports.ts';
import { placeLeftEntry } from './tooling/placeLeftEntry.ts';
import { prerenderSites } from './tooling/prerenderSites.ts';
import { validatedSiteConfigs } from './tooling/validatedSiteConfigs.ts';

const appRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532, #14102), whose
 * dev warnings and checks cost the boot ~3 KB gzip and log in production. The client build takes its production
 * build, the same code without them; the server build and the tests keep the package's own resolution.
 */
const reactRouterDist = fileURLToPath(
  new URL('../node_modules/react-router/dist/production/', import.meta.url),
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

/**
 * The member app. One build serves every site: the site is chosen at run time by host, so nothing here
 * names a site. Site logos and currency icons are served by the API at /site-assets, same-origin. The client build
 * ends by prerendering each site's pages (tooling/prerenderSites.ts), through a second, server-side build of this
 * same config (`isSsrBuild`), which prerenders nothing itself.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: appRoot,
  plugins: [
    react(),
    vanillaExtractPlugin(),
    validatedSiteConfigs(),
    dynamicJsonImports(),
    placeLeftEntry(),
    // Also in the server build, which resolves the registration module the app imports; the plugin writes no
    // service worker there.
    serviceWorkerPlugin(),
    ...(isSsrBuild ? [] : [chunkSources(), prerenderSites()]),
  ],
  // The workspace packages are TypeScript with vanilla-extract styles: bundled into the server build, never loaded
  // from node_modules by Node.
  ssr: { noExternal: [/^@platform\//] },
  resolve: { alias: command === 'build' && !isSsrBuild ? reactRouterProduction : [] },
  server: {
    // `npm run dev` talks to the reference API of `npm start`, same-origin through the proxy. The API listens on
    // 127.0.0.1 only (main.ts), so the proxy names that address rather than `localhost`, which may resolve to ::1.
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/site-assets': 'http://127.0.0.1:8080',
      '/demo-assets': 'http://127.0.0.1:8080',
      '/demo-venue': 'http://127.0.0.1:8080',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks a route loads, for the initial-JavaScript budget (scripts/measureAppBundle.ts).
    manifest: true,
    // Read by chunkSources() for the budget's per-package breakdown, then dropped: the app ships no source maps.
    sourcemap: isSsrBuild ? false : 'hidden',
  },
}));
