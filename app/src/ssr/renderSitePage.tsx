import { createMemoryStorage, createNativeBridge } from '@platform/api-client';
import type { SiteCode, SiteConfig } from '@platform/site-config';
import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { StaticRouter, UNSAFE_createMemoryHistory } from 'react-router-dom';
import { AppProviders } from '../boot/AppProviders.tsx';
import { type AppRoute, forwardTarget, matchAppRoutes } from '../boot/appRoute.ts';
import { createAppRouter } from '../boot/appRouter.ts';
import { createAppRuntime } from '../boot/appRuntime.ts';
import { loadPageModules } from '../boot/pageModules.ts';
import type { PrerenderedPage } from '../boot/prerenderedPage.ts';
import { MatchedRoutes } from '../boot/RoutedPages.tsx';
import { loadMemberAppCatalogs } from '../i18n/memberAppCatalogs.ts';
import { isPublicQuery, loadPublicQueries } from './publicQueries.ts';

export type RenderedPage = {
  /** The app's markup, for inside #root. */
  markup: string;
  page: PrerenderedPage;
};

/**
 * One page of one site rendered as a visitor's phone sees it, with the client's own route table, runtime and
 * providers (boot/appRuntime.ts, boot/AppProviders.tsx): what the client's first render produces, so it can hydrate
 * the HTML (boot/startApp.tsx). At build time (`api` absent) that is the page before any data has arrived. Per
 * request (ssr/renderRequestPage.ts) `api` answers the page's API calls: the page renders once to learn which public
 * queries it reads (publicQueries.ts), they load, and it renders again with them; their answers travel in the page's
 * state, so the client starts from the same cache and neither fetches nor renders them again. The page renders
 * through react-router's `StaticRouter` at `path`; a route that forwards every browser (`/`) has no page to render.
 * The forward by device stays (no browser asks here): boot forwards a desktop before hydrating
 * (boot/pageToHydrate.ts).
 */
export async function renderSitePage({
  site,
  config,
  path,
  routes,
  api,
}: {
  site: SiteCode;
  config: SiteConfig;
  path: string;
  routes: AppRoute[];
  api?: { fetch: typeof fetch; deadlineMs: number };
}): Promise<RenderedPage> {
  // The same language chunks the client loads before it hydrates (boot/startApp.tsx).
  const location = new URL(path, 'http://prerender.invalid');
  const matches = matchAppRoutes(routes, location.pathname);
  const forwardedTo = forwardTarget(matches, location, null);
  if (forwardedTo !== null) throw new Error(`Prerendering ${path}: it forwards to ${forwardedTo}`);
  const [catalogs] = await Promise.all([
    loadMemberAppCatalogs(config.defaultLanguage),
    loadPageModules(matches),
  ]);
  const session = createMemoryStorage();
  const runtime = createAppRuntime({
    site: { code: site, hostKnown: true },
    config,
    catalogs,
    handoff: { handoffCode: null, nativeApp: false, inviteCode: null },
    nativeBridge: createNativeBridge({}, session),
    storage: { session, local: createMemoryStorage() },
    // What the runtime navigates outside React (a session expiring: none here); the markup renders statically.
    createRouter: () => createAppRouter(UNSAFE_createMemoryHistory({ initialEntries: [path] }), routes, null),
    routes,
    ...(api === undefined ? {} : { apiFetch: api.fetch }),
  });
  const renderMarkup = async () => {
    const { prelude } = await prerender(
      <AppProviders runtime={runtime}>
        <StaticRouter location={path}>
          <MatchedRoutes routes={routes} />
        </StaticRouter>
      </AppProviders>,
      // Every boundary inline: past this many bytes React outlines a boundary that suspended (the recommended
      // matches', whose module loads on use) behind an inline reveal script, which the content security policy
      // refuses, so the block would stay hidden. A page rendered whole has nothing to stream.
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return new Response(prelude).text();
  };
  try {
    const withoutData = await renderMarkup();
    if (api === undefined) return { markup: withoutData, page: { site, path } };
    const loaded = await loadPublicQueries(runtime.queryClient, api.deadlineMs);
    if (loaded === 0) return { markup: withoutData, page: { site, path } };
    const markup = await renderMarkup();
    const queries = dehydrate(runtime.queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && isPublicQuery(query.queryKey),
    });
    return { markup, page: { site, path, queries } };
  } finally {
    runtime.session.stop();
    runtime.queryClient.clear();
  }
}
