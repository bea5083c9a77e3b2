import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import type { BrowserCommand } from 'vitest/node';
import type { RenderedPage } from '../src/ssr/renderSitePage.tsx';

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

/**
 * A site page as the build prerenders it (app/src/ssr), rendered in Node by the test server. The browser test that
 * hydrates it must not run React's server renderer in its own page: the two renderers would share React's context
 * objects there, which never happens to a member.
 */
export const prerenderSitePage: BrowserCommand<[site: string, path: string]> = async (
  _context,
  site,
  path,
): Promise<RenderedPage> => {
  const vite = await appServer();
  const load = (id: string) => vite.ssrLoadModule(id);
  const { renderSitePage } = await load('/src/ssr/renderSitePage.tsx');
  const { appRoutes } = await load('/src/routes.tsx');
  const { importBuiltSiteConfig } = await load('@platform/site-config');
  return renderSitePage({ site, config: await importBuiltSiteConfig(site), path, routes: appRoutes });
};
