import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { appSourcePlugins } from './tooling/appSourcePlugins.ts';
import { prerenderSites } from './tooling/prerenderSites.ts';

const appRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The member app. One build serves every site: the site is chosen at run time by host, so nothing here
 * names a site. Site logos and currency icons are served by the API at /site-assets, same-origin. The client build
 * ends by prerendering each site's pages (tooling/prerenderSites.ts), through a second, server-side build of this
 * same config (`isSsrBuild`), which prerenders nothing itself.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: appRoot,
  plugins: [...appSourcePlugins(), ...(isSsrBuild ? [] : [prerenderSites()])],
  // The workspace packages are TypeScript with vanilla-extract styles: bundled into the server build, never loaded
  // from node_modules by Node.
  ssr: { noExternal: [/^@platform\//] },
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
  },
}));
