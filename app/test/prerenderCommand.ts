import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import type { BrowserCommand } from 'vitest/node';
import type { RenderedPage } from '../src/ssr/renderSitePage.tsx';
import { referenceApiOriginVariable } from './referenceApiState.ts';

let server: Promise<ViteDevServer> | undefined;

/** A Vite server of the app's own build config (its SSR settings), made once, for loading modules into Node. */
function appServer(): Promise<ViteDevServer> {
  server ??= createServer({
    configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    logLevel: 'warn',
  });
  return server;
}

/** The reference API's answers, for a page rendered with data as the API server renders it per request. */
const referenceApiFetch: typeof fetch = (input, init) => {
  const origin = process.env[referenceApiOriginVariable];
  if (origin === undefined) throw new Error('The reference API is not running (referenceApi.globalSetup.ts)');
  return fetch(new URL(String(input), origin), init);
};

/**
 * A site page as the build prerenders it (app/src/ssr), rendered in Node by the test server; `withData`, as the API
 * server renders it per request (ssr/renderRequestPage.ts), with the reference API's public data. The browser test
 * that hydrates it must not run React's server renderer in its own page: the two renderers would share React's
 * context objects there, which never happens to a member.
 */
export const prerenderSitePage: BrowserCommand<[site: string, path: string, withData?: boolean]> = async (
  _context,
  site,
  path,
  withData = false,
): Promise<RenderedPage> => {
  const vite = await appServer();
  const load = (id: string) => vite.ssrLoadModule(id);
  const { renderSitePage } = await load('/src/ssr/renderSitePage.tsx');
  const { appRoutes } = await load('/src/routes.tsx');
  const { importBuiltSiteConfig } = await load('@platform/site-config');
  return renderSitePage({
    site,
    config: await importBuiltSiteConfig(site),
    path,
    routes: appRoutes,
    ...(withData ? { api: { fetch: referenceApiFetch, deadlineMs: 10_000 } } : {}),
  });
};
