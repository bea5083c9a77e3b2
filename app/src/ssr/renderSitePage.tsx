import { createMemoryStorage, createNativeBridge } from '@platform/api-client';
import type { SiteCode, SiteConfig } from '@platform/site-config';
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

export type RenderedPage = {
  /** The app's markup, for inside #root. */
  markup: string;
  page: PrerenderedPage;
};

/** The origin a prerender's request is made on: only its path matters to the route table. */
const renderOrigin = 'http://prerender.invalid';

/**
 * One page of one site rendered as a visitor's phone sees it before any data has arrived, with the client's own
 * route table, runtime and providers (boot/appRuntime.ts, boot/AppProviders.tsx): what the client's first render
 * produces, so it can hydrate the HTML (boot/startApp.tsx). Route loaders do not run: the one the app has decides
 * between the phone home and the desktop landing by the browser, which boot does before hydrating
 * (boot/pageToHydrate.ts); the page says "nothing to load" for them instead.
 */
export async function renderSitePage({
  site,
  config,
  path,
  routes,
}: {
  site: SiteCode;
  config: SiteConfig;
  path: string;
  routes: RouteObject[];
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
  });
  try {
    const { prelude } = await prerender(
      <AppProviders runtime={runtime}>
        <StaticRouterProvider router={runtime.router} context={context} hydrate={false} />
      </AppProviders>,
    );
    const markup = await new Response(prelude).text();
    return { markup, page: { site, path, loaderData } };
  } finally {
    runtime.session.stop();
    runtime.queryClient.clear();
  }
}
