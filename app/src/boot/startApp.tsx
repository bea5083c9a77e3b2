import { applySignInHandoff, createNativeBridge } from '@platform/api-client';
import { importBuiltSiteConfig, type SiteCode, type SiteConfig } from '@platform/site-config';
import type { LoadedCatalogs } from '@platform/ui';
import type { Root } from 'react-dom/client';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { loadMemberAppCatalogs } from '../i18n/memberAppCatalogs.ts';
import { App } from './App.tsx';
import { type AppRouter, type AppRuntime, createAppRuntime } from './appRuntime.ts';
import { BootFailure } from './BootFailure.tsx';
import { bootLocale } from './bootLocale.ts';
import { applySiteDocument, applySiteTheme } from './documentSettings.ts';
import './documentStyles.css.ts';
import { resolveSite } from './resolveSite.ts';

export type StartOptions = {
  root: Root;
  window: Window;
  routes: RouteObject[];
  createRouter: (routes: RouteObject[]) => AppRouter;
  /** `?site=` picks the site: development and tests only; production goes by host. */
  allowSiteQuery: boolean;
  apiBaseUrl?: string;
  /**
   * Defaults to importing only the resolved site's config (spec §7: per-site modules load dynamically), as the build
   * validated it (tooling/validatedSiteConfigs.ts).
   */
  loadConfig?: (code: SiteCode) => Promise<SiteConfig>;
};

/**
 * Starts downloading the lazy page modules of the first route while the site config loads, instead of after it
 * (the router asks for them only once it exists): on a phone network that is one round trip less before the page
 * paints. The module cache hands the router the same modules; a failed load here is ignored, the router's own
 * attempt reports it.
 */
function loadPageModulesOf(routes: RouteObject[], pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => {});
  }
}

/**
 * Boots one page load. Synchronously, before anything paints: the sign-in handoff leaves the URL and the site's
 * theme class goes on <html>. Then only this site's config loads; nothing renders until it is there, and then the
 * app renders once. A failed load shows the translated error, whose retry runs the load again.
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
  const loadConfig = options.loadConfig ?? importBuiltSiteConfig;

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
    root.render(<App runtime={runtime} />);
    return runtime;
  };

  const attempt = async (): Promise<AppRuntime | null> => {
    let config: SiteConfig;
    let catalogs: LoadedCatalogs;
    try {
      const configLoad = loadConfig(site.code);
      loadPageModulesOf(options.routes, window.location.pathname);
      config = await configLoad;
      // Only the site's language: its strings are one chunk per area, fetched once the config names the language.
      catalogs = await loadMemberAppCatalogs(config.defaultLanguage);
    } catch (error) {
      // Spec §8: a config load failure logs a message; the member gets the translated error and a retry.
      console.error(`Site config "${site.code}" failed to load (or its language)`, error);
      root.render(
        <BootFailure
          locale={bootLocale(window.navigator.languages)}
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
