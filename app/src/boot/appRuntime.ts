import {
  type ApiClient,
  type ClientStorage,
  createApiClient,
  type HandoffResult,
  type NativeBridge,
} from '@platform/api-client';
import { type Locale, signInPathReturningTo } from '@platform/domain';
import type { SiteConfig } from '@platform/site-config';
import { type LoadedCatalogs, loadMoreCatalogs } from '@platform/ui';
import type { QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../data/queryClient.ts';
import { pageCatalogAreas } from '../i18n/memberAppCatalogs.ts';
import type { AppRoute } from './appRoute.ts';
import type { AppRouter } from './appRouter.ts';
import { rememberFailedLoad } from './failedLoads.ts';
import { createHandoffCodeHolder, type HandoffCodeHolder } from './handoffCodeHolder.ts';
import { createHijackSignal, type HijackSignal } from './hijackSignal.ts';
import { createLazySession, type Session } from './lazySession.ts';
import { navigateUnlessThere } from './navigateUnlessThere.ts';
import { readablePromise, readableValue } from './readablePromise.ts';
import type { SiteResolution } from './resolveSite.ts';

/** Everything a page reaches through context: one instance of each per page load. */
export type AppRuntime = {
  site: SiteResolution;
  config: SiteConfig;
  locale: Locale;
  /** The site's language's strings, loaded before the first render (the home's at least, see loadPageStrings). */
  catalogs: LoadedCatalogs;
  /**
   * Adds the pages' strings to `catalogs` if boot did not load them (a page load that started on the home); once,
   * however often it is called (layout/PageStrings.tsx waits for it).
   */
  loadPageStrings: () => Promise<void>;
  client: ApiClient;
  queryClient: QueryClient;
  nativeBridge: NativeBridge;
  session: Session;
  hijack: HijackSignal;
  router: AppRouter;
  /** The route table the router renders; the root layout reads the matched routes' handles from it. */
  routes: AppRoute[];
  /** The `?token=` sign-in handoff code of this page load, for SignInHandoffPrompt (never a session token). */
  handoffCode: HandoffCodeHolder;
};

export type RuntimeInputs = {
  site: SiteResolution;
  config: SiteConfig;
  /** The strings of the config's `defaultLanguage` (loadMemberAppCatalogs). */
  catalogs: LoadedCatalogs;
  handoff: HandoffResult;
  nativeBridge: NativeBridge;
  /** The browser's storages; in-memory ones on the server. */
  storage: ClientStorage;
  /**
   * The router over the browser's history in the app, over a memory history in tests and on the server (which
   * renders through a static router at the same path, ssr/renderSitePage.tsx).
   */
  createRouter: (routes: AppRoute[]) => AppRouter;
  routes: AppRoute[];
  /** Same-origin by default; tests point it at the reference API. */
  apiBaseUrl?: string;
  /** The global fetch by default; a server rendering a page answers its API calls in process (ssr/). */
  apiFetch?: typeof fetch;
};

/** Wires the client, cache, session and router of one page load, in the order each needs the others. */
export function createAppRuntime(inputs: RuntimeInputs): AppRuntime {
  const { site, config, catalogs, handoff, nativeBridge, storage } = inputs;
  // Language is the site's default; no page offers a switch yet, so it is fixed for the page load.
  const locale = catalogs.locale;
  const hijack = createHijackSignal(!site.hostKnown);
  const queryClient = createQueryClient(hijack.inspect);
  // The router and session exist only after the client; the client calls them later, through these bindings.
  let router: AppRouter | null = null;
  let session: Session | null = null;
  const client = createApiClient({
    baseUrl: inputs.apiBaseUrl ?? '',
    ...(inputs.apiFetch === undefined ? {} : { fetch: inputs.apiFetch }),
    siteCode: site.code,
    sendSiteCodeHeader: config.features.siteCodeHeader,
    getLocale: () => locale,
    storage,
    nativeBridge,
    onSessionInvalid: () => session?.send({ type: 'SESSION.INVALID' }),
    // A session that ends on a page (expired, revoked) sends the member to sign in; signing in brings them back to it.
    navigate: () => {
      if (router === null) return;
      const { pathname, search } = router.state.location;
      navigateUnlessThere(router, signInPathReturningTo(`${pathname}${search}`));
    },
  });
  // A handoff code signs nobody in here: SignInHandoffPrompt exchanges it, never over this tab's own session, and
  // shows whose account it is first.
  session = createLazySession(
    { client, queryClient, sessionStorage: storage.session },
    { hasSessionToken: client.isSignedIn(), inNativeApp: nativeBridge.isNativeApp() },
    () => client.isSignedIn(),
  );
  router = inputs.createRouter(inputs.routes);
  let pageStrings: Promise<void> | undefined;
  return {
    site,
    config,
    locale,
    catalogs,
    loadPageStrings: () => {
      pageStrings ??= pageCatalogAreas.every((area) => catalogs.stringsByArea.has(area.name))
        ? readableValue(undefined)
        : readablePromise(
            loadMoreCatalogs(catalogs, pageCatalogAreas).catch((error: unknown) => {
              // Kept until the page's retry (boot/failedLoads.ts), then loaded again.
              rememberFailedLoad(() => {
                pageStrings = undefined;
              });
              throw error;
            }),
          );
      return pageStrings;
    },
    client,
    queryClient,
    nativeBridge,
    session,
    hijack,
    router,
    routes: inputs.routes,
    handoffCode: createHandoffCodeHolder(handoff.handoffCode),
  };
}
