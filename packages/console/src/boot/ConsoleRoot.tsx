import { createConsoleClient } from '@platform/api-client/console';
import { DEFAULT_SITE_CODE, importBuiltSiteConfig } from '@platform/site-config';
import {
  type LoadedCatalogs,
  LocaleProvider,
  loadCatalogs,
  SiteThemeProvider,
  type ThemeTokens,
  uiCatalog,
} from '@platform/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { CONSOLE_BASE } from '../data/consolePaths.ts';
import { SESSION_QUERY_KEY } from '../data/consoleQueries.ts';
import { type ConsoleLocale, consoleCatalog } from '../i18n/consoleCatalog.ts';
import { rememberLocale } from './chosenLocale.ts';
import { createConsoleQueryClient } from './consoleQueryClient.ts';
import * as styles from './consoleRoot.css.ts';
import { type ConsoleRuntime, ConsoleRuntimeProvider } from './consoleRuntime.tsx';

export interface ConsoleStart {
  routes: RouteObject[];
  catalogs: LoadedCatalogs;
  theme: ThemeTokens;
  storage: Storage;
}

export const consoleCatalogAreas = [uiCatalog, consoleCatalog];

/** What the console needs before its first render: the operator's language's words and the theme. */
export async function prepareConsole(locale: ConsoleLocale) {
  const [catalogs, config] = await Promise.all([
    loadCatalogs(locale, consoleCatalogAreas),
    importBuiltSiteConfig(DEFAULT_SITE_CODE),
  ]);
  return { catalogs, theme: config.theme };
}

/**
 * The console's providers: theme (the default site's), language (switchable in place), the typed console client,
 * the query cache and the router under `/console`.
 */
export function ConsoleRoot({ routes, catalogs: firstCatalogs, theme, storage }: ConsoleStart) {
  const [catalogs, setCatalogs] = useState(firstCatalogs);
  const locale = catalogs.locale as ConsoleLocale;
  const localeRef = useRef(locale);
  localeRef.current = locale;
  const queryClient = useState(createConsoleQueryClient)[0];
  const router = useState(() => createBrowserRouter(routes, { basename: CONSOLE_BASE }))[0];
  const call = useState(() =>
    createConsoleClient({
      baseUrl: window.location.origin,
      getLocale: () => localeRef.current,
      // A session that was working has ended: the gate reads it again, is refused, and shows the sign-in page.
      // Only then: the gate's own refused read must settle as an error, not be read again forever.
      onSessionInvalid: () => {
        if (queryClient.getQueryData(SESSION_QUERY_KEY) !== undefined)
          void queryClient.resetQueries({ queryKey: SESSION_QUERY_KEY });
      },
    }),
  )[0];
  const runtime = useMemo<ConsoleRuntime>(
    () => ({
      call,
      locale,
      switchLocale: (next) => {
        rememberLocale(storage, next);
        void loadCatalogs(next, consoleCatalogAreas).then((loaded) => {
          document.documentElement.lang = next;
          setCatalogs(loaded);
        });
      },
    }),
    [call, locale, storage],
  );
  return (
    <SiteThemeProvider site={DEFAULT_SITE_CODE} tokens={theme}>
      <LocaleProvider catalogs={catalogs}>
        <ConsoleRuntimeProvider runtime={runtime}>
          <QueryClientProvider client={queryClient}>
            <div className={styles.shell}>
              <RouterProvider router={router} />
            </div>
          </QueryClientProvider>
        </ConsoleRuntimeProvider>
      </LocaleProvider>
    </SiteThemeProvider>
  );
}
