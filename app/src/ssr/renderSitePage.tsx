import { createMemoryStorage, createNativeBridge } from '@platform/api-client';
import type { SiteCode, SiteConfig } from '@platform/site-config';
import { dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router-dom';
import { AppProviders } from '../boot/AppProviders.tsx';
import { createAppRuntime } from '../boot/appRuntime.ts';
import { installPageModulesOf } from '../boot/pageModules.ts';
import type { PrerenderedPage } from '../boot/prerenderedPage.ts';
import { loadMemberAppCatalogs } from '../i18n/memberAppCatalogs.ts';
import { isPublicQuery, loadPublicQueries } from './publicQueries.ts';

export type RenderedPage = {
  /** The app's markup, for inside #root. */
  markup: string;
  page: PrerenderedPage;
};

/** The origin a prerender's request is made on: only its path matters to the route table. */
const renderOrigin = 'http://prerender.invalid';

/**
 * One page of one site rendered as a visitor's phone sees it, with the client's own route table, runtime and
 * providers (boot/appRuntime.ts, boot/AppProviders.tsx): what the client's first render produces, so it can hydrate
 * the HTML (boot/startApp.tsx). At build time (`api` absent) that is the page before any data has arrived. Per
 * request (ssr/renderRequestPage.ts) `api` answers the page's API calls: the page renders once to learn which public
 * queries it reads (publicQueries.ts), they load, and it renders again with them; their answers travel in the page's
 * state, so the client starts from the same cache and neither fetches nor renders them again. Route loaders do not
 * run: the one the app has decides between the phone home and the desktop landing by the browser, which boot does
 * before hydrating (boot/pageToHydrate.ts); the page says "nothing to load" for them instead.
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
  routes: RouteObject[];
  api?: { fetch: typeof fetch; deadlineMs: number };
}): Promise<RenderedPage> {
  // The same language chunks the client loads before it hydrates (boot/startApp.tsx).
  const [catalogs] = await Promise.all([
    loadMemberAppCatalogs(config.defaultLanguage),
    installPageModulesOf(routes, path),
  ]);
  const handler = createStaticHandler(routes);
  const queried = await handler.query(new Request(new URL(path, renderOrigin)), {
    filterMatchesToLoad: () => false,
  });
  if (queried instanceof Response) throw new Error(`Prerendering ${path} answered ${queried.status}`);
  const loaderData: PrerenderedPage['loaderData'] = { ...queried.loaderData };
  for (const { route } of queried.matches) {
    if (route.loader !== undefined) loaderData[route.id] ??= null;
  }
  // The router renders a route whose loader has answered; null is this page's answer ("stay").
  const context = { ...queried, loaderData };
  const session = createMemoryStorage();
  const runtime = createAppRuntime({
    site: { code: site, hostKnown: true },
    config,
    catalogs,
    handoff: { handoffCode: null, nativeApp: false, inviteCode: null },
    nativeBridge: createNativeBridge({}, session),
    storage: { session, local: createMemoryStorage() },
    createRouter: () => createStaticRouter(handler.dataRoutes, context),
    routes,
    ...(api === undefined ? {} : { apiFetch: api.fetch }),
  });
  const renderMarkup = async () => {
    const { prelude } = await prerender(
      <AppProviders runtime={runtime}>
        <StaticRouterProvider router={runtime.router} context={context} hydrate={false} />
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
    if (api === undefined) return { markup: withoutData, page: { site, path, loaderData } };
    const loaded = await loadPublicQueries(runtime.queryClient, api.deadlineMs);
    if (loaded === 0) return { markup: withoutData, page: { site, path, loaderData } };
    const markup = await renderMarkup();
    const queries = dehydrate(runtime.queryClient, {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && isPublicQuery(query.queryKey),
    });
    return { markup, page: { site, path, loaderData, queries } };
  } finally {
    runtime.session.stop();
    runtime.queryClient.clear();
  }
}
