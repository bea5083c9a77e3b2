import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { appSourcePlugins } from './tooling/appSourcePlugins.ts';
import { chunkSources } from './tooling/chunkSources.ts';
import { placeLeftEntry } from './tooling/placeLeftEntry.ts';
import { prerenderSites } from './tooling/prerenderSites.ts';

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
 * Every module the app's entry imports statically, as one chunk: left to itself the bundler splits what the entry
 * shares with lazy pages (react, TanStack Query's core, the locale provider, its runtime) into small chunks of their
 * own, each compressed apart and each one more request of the first load (−2.5 KB gzip, issue 20's 150 KB line).
 * Not the back-from-a-game entry's modules (paintPlaceLeft.ts, placeLeftSnapshot.ts and the one route path it
 * reads, venueBackPath.ts), which must stay a small chunk of their own (issue 20: back in 300 ms). Only the modules
 * matched, not their imports (`includeDependenciesRecursively`), or the boot's import of placeLeftSnapshot would
 * pull it in.
 */
const bootChunkGroup = {
  name: 'boot',
  tags: ['$initial' as const],
  test: (id: string) => !/[\\/](paintPlaceLeft|placeLeftSnapshot|venueBackPath)\.ts$/.test(id),
};

/**
 * The design-system parts the home's blocks share with other pages (wallet card, quick actions, VIP card, money,
 * skeletons, page states, the activity list, the pull-to-refresh list), as one chunk: the bundler gives each its own
 * tiny chunk, each compressed apart and each one more request of the home's first load (issue 20's 150 KB line).
 * A page that needs one of them loads the few kilobytes of the others too.
 */
const homePartsGroup = {
  name: 'homeParts',
  test: /packages[\\/]ui[\\/]src[\\/]components[\\/](WalletCard|QuickActions|VipCard|MoneyDisplay|Skeleton|PageStates|ActivityList|RefreshableList)[\\/]|app[\\/]src[\\/]composer[\\/]contractMapping\.ts$/,
};

/**
 * The member app. One build serves every site: the site is chosen at run time by host, so nothing here
 * names a site. Site logos and currency icons are served by the API at /site-assets, same-origin. The client build
 * ends by prerendering each site's pages (tooling/prerenderSites.ts), through a second, server-side build of this
 * same config (`isSsrBuild`), which prerenders nothing itself.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  root: appRoot,
  plugins: [
    ...appSourcePlugins(),
    placeLeftEntry(),
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
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [bootChunkGroup, homePartsGroup],
            },
          },
        },
  },
}));
