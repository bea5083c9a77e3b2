import { applySignInHandoff, createNativeBridge } from '@platform/api-client';
import { importBuiltSiteConfig, type SiteCode, type SiteConfig } from '@platform/site-config';
import type { LoadedCatalogs } from '@platform/ui';
import { bootStringsIn } from '../i18n/bootCatalog.ts';
import {
  loadMemberAppCatalogs,
  memberAppCatalogAreas,
  shellCatalogAreas,
} from '../i18n/memberAppCatalogs.ts';
import { App } from './App.tsx';
import type { AppRoot } from './appRoot.ts';
import { type AppRoute, forwardTarget, matchAppRoutes } from './appRoute.ts';
import { type AppRuntime, createAppRuntime, type RuntimeInputs } from './appRuntime.ts';
import { BootFailure } from './BootFailure.tsx';
import { bootLocale } from './bootLocale.ts';
import { deliveredSiteConfig } from './deliveredSiteConfig.ts';
import { applySiteDocument, applySiteTheme } from './documentSettings.ts';
import './documentStyles.css.ts';
import { releaseKeptTaps, replayTaps } from './keptTaps.ts';
import { loadPageModules, readsShellStringsOnly } from './pageModules.ts';
import { pageToHydrate } from './pageToHydrate.ts';
import { readPrerenderedPage, takePageQueries } from './prerenderedPage.ts';
import { resolveSite } from './resolveSite.ts';
import { whenIdle } from './whenIdle.ts';

export type StartOptions = {
  root: AppRoot;
  window: Window;
  routes: AppRoute[];
  createRouter: RuntimeInputs['createRouter'];
  /** `?site=` picks the site: development and tests only; production goes by host. */
  allowSiteQuery: boolean;
  apiBaseUrl?: string;
  /**
   * Defaults to the published config the server put in the page (boot/deliveredSiteConfig.ts), else importing only
   * the resolved site's config (spec §7: per-site modules load dynamically), as the build validated it
   * (tooling/validatedSiteConfigs.ts).
   */
  loadConfig?: (code: SiteCode) => Promise<SiteConfig>;
};

/**
 * Boots one page load. Synchronously, before anything paints: the sign-in handoff leaves the URL and the site's
 * theme class goes on <html> (a prerendered page has it already). Then only this site's config loads; nothing renders
 * until it is there, and then the app renders once: hydrating the prerendered HTML (with the page's module loaded
 * and the public data it carries in the cache) when it was rendered for this site and path (pageToHydrate.ts), from
 * scratch otherwise. A failed load shows the
 * translated error, whose retry runs the load again.
 */
export function startApp(options: StartOptions): Promise<AppRuntime | null> {
  const { window, root } = options;
  const nativeBridge = createNativeBridge(window, window.sessionStorage);
  const handoff = applySignInHandoff({
    location: window.location,
    history: window.history,
    sessionStorage: window.sessionStorage,
    nativeBridge,
  });
  const site = resolveSite(window.location, { allowQueryOverride: options.allowSiteQuery });
  applySiteTheme(window.document, site.code);
  const loadConfig =
    options.loadConfig ??
    (async (code: SiteCode) => deliveredSiteConfig(window.document, code) ?? importBuiltSiteConfig(code));
  const prerendered = pageToHydrate(readPrerenderedPage(window.document), {
    site: site.code,
    url: new URL(window.location.href),
    browser: window.navigator,
    handoffCode: handoff.handoffCode,
  });
  const hydrate = prerendered === null ? undefined : root.hydrate;

  const render = (config: SiteConfig, catalogs: LoadedCatalogs): AppRuntime => {
    const runtime = createAppRuntime({
      site,
      config,
      catalogs,
      handoff,
      nativeBridge,
      storage: { session: window.sessionStorage, local: window.localStorage },
      createRouter: options.createRouter,
      routes: options.routes,
      apiBaseUrl: options.apiBaseUrl,
    });
    applySiteDocument(window.document, config, runtime.locale);
    // The public data the server rendered the page with (ssr/renderRequestPage.ts), before the first render.
    if (prerendered !== null) takePageQueries(prerendered, runtime.queryClient, Date.now());
    // Taps on the page before now (boot/keptTaps.ts) take effect on the page they were made on, once it has
    // hydrated; from here React's own listeners answer taps (on HTML still hydrating, by hydrating it first).
    const keptTaps = releaseKeptTaps(window);
    const app = (
      <App
        runtime={runtime}
        hydrating={hydrate !== undefined}
        onFirstCommit={() => void replayTaps(keptTaps)}
      />
    );
    if (hydrate === undefined) root.render(app);
    else hydrate(app);
    // What no first paint needs, fetched once the browser is idle: the session machine, the other pages' strings.
    whenIdle(() => {
      void runtime.session.ready();
      void runtime.loadPageStrings();
    });
    return runtime;
  };

  const attempt = async (): Promise<AppRuntime | null> => {
    let config: SiteConfig;
    let catalogs: LoadedCatalogs;
    try {
      const matches = bootMatches(options.routes, window);
      const pageModules = loadPageModules(matches);
      config = await loadConfig(site.code);
      // Only the site's language: its strings are one chunk per area, fetched once the config names the language;
      // the home needs only the frame's and its own (the pages' catalog follows when the browser is idle).
      const areas = readsShellStringsOnly(matches) ? shellCatalogAreas : memberAppCatalogAreas;
      [catalogs] = await Promise.all([loadMemberAppCatalogs(config.defaultLanguage, areas), pageModules]);
    } catch (error) {
      // Spec §8: a config load failure logs a message; the member gets the translated error and a retry.
      console.error(`Site config "${site.code}" failed to load (or its language)`, error);
      // The failure replaces the page the taps were made on; its retry must answer.
      releaseKeptTaps(window);
      const locale = bootLocale(window.navigator.languages);
      root.render(
        <BootFailure
          locale={locale}
          text={await bootStringsIn(locale)}
          onRetry={async () => {
            await attempt();
          }}
        />,
      );
      return null;
    }
    return render(config, catalogs);
  };
  return attempt();
}

/**
 * The routes of the page the app will open: the address's, or where its route forwards (the router forwards it
 * before rendering, boot/appRouter.ts), so its modules and strings load beside the config.
 */
function bootMatches(routes: AppRoute[], window: Window) {
  const matches = matchAppRoutes(routes, window.location.pathname);
  const target = forwardTarget(matches, window.location, window.navigator);
  return target === null ? matches : matchAppRoutes(routes, new URL(target, window.location.href).pathname);
}
