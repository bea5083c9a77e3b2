import type { ConsoleCaller } from '@platform/api-client/console';
import { DEFAULT_SITE_CODE, requireSiteConfig } from '@platform/site-config';
import { LocaleProvider, loadCatalogs, SiteThemeProvider } from '@platform/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { type RenderResult, render } from 'vitest-browser-react';
import { consoleCatalogAreas } from '../boot/ConsoleRoot.tsx';
import { ConsoleRuntimeProvider } from '../boot/consoleRuntime.tsx';
import type { ConsoleLocale } from '../i18n/consoleCatalog.ts';
import { type SignedInOperator, SignedInOperatorContext } from '../layout/signedInOperator.ts';

/** An operator who may publish `siteCode`, as the session would describe them. */
export const publisherOf = (siteCode: string): SignedInOperator => ({
  id: '00000000-0000-4000-8000-000000000001',
  username: 'composer',
  role: 'siteOperator',
  sites: [{ siteCode, permissions: ['publishSite', 'editContent'] }],
});

/**
 * Renders a console page as the console root does (the default site's theme, the operator's language, the query
 * cache, the signed-in operator, a router at `path`), with `call` standing in for the server.
 */
export async function renderConsolePage(
  page: ReactNode,
  {
    call,
    locale = 'en-US',
    operator = publisherOf(DEFAULT_SITE_CODE),
    path = '/site-pages',
  }: { call: ConsoleCaller; locale?: ConsoleLocale; operator?: SignedInOperator; path?: string },
): Promise<RenderResult> {
  const catalogs = await loadCatalogs(locale, consoleCatalogAreas);
  // No retries: a refused call shows at once, as the test expects it to.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <SiteThemeProvider
      site={DEFAULT_SITE_CODE}
      tokens={requireSiteConfig(DEFAULT_SITE_CODE).theme}
      disableAnimations
    >
      <LocaleProvider catalogs={catalogs}>
        <ConsoleRuntimeProvider runtime={{ call, locale, switchLocale: () => undefined }}>
          <QueryClientProvider client={queryClient}>
            <SignedInOperatorContext.Provider value={operator}>
              <MemoryRouter initialEntries={[path]}>
                {/* The console layout's landmark, which every page sits in. */}
                <main>{page}</main>
              </MemoryRouter>
            </SignedInOperatorContext.Provider>
          </QueryClientProvider>
        </ConsoleRuntimeProvider>
      </LocaleProvider>
    </SiteThemeProvider>,
  );
}
