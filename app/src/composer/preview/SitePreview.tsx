import { contentLocale, type Locale, routePaths } from '@platform/domain';
import type { SiteConfig } from '@platform/site-config';
import { AppShell, LocaleProvider, NavBar, SiteThemeProvider } from '@platform/ui';
import { Suspense, useMemo } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ConfigTabBar } from '../../layout/ConfigTabBar.tsx';
import { ComposedHome } from '../ComposedHome.tsx';
import { createFixtureHomeData, type FixtureState } from '../fixtureHomeData.ts';
import { usePreviewCatalogs } from './usePreviewCatalogs.ts';

export type SitePreviewProps = {
  config: SiteConfig;
  /** The language shown; the site's default language when not given. */
  locale?: Locale;
  /** What every block shows: data, loading, a failure, or nothing. */
  state?: FixtureState;
  signedIn?: boolean;
  /** Theme from the config's tokens at run time (an unsaved config has no compiled theme class). */
  previewTokens?: boolean;
};

/**
 * A site's home as members see it: the same shell, tab bar and block registry as the app, in the site's theme and
 * language, with fixture data supplied through the same HomeData interface.
 */
export function SitePreview(props: SitePreviewProps) {
  return (
    <Suspense fallback={null}>
      <SitePreviewInLanguage {...props} />
    </Suspense>
  );
}

function SitePreviewInLanguage({
  config,
  locale = config.defaultLanguage,
  state = 'ready',
  signedIn = true,
  previewTokens = false,
}: SitePreviewProps) {
  const catalogs = usePreviewCatalogs(locale);
  const data = useMemo(
    () => createFixtureHomeData({ site: config, locale, state, signedIn }),
    [config, locale, state, signedIn],
  );
  return (
    <SiteThemeProvider
      site={config.code}
      tokens={config.theme}
      previewTokens={previewTokens}
      disableAnimations
    >
      <LocaleProvider catalogs={catalogs}>
        <MemoryRouter initialEntries={[routePaths.home]}>
          <AppShell
            navBar={<NavBar title={config.displayName[contentLocale(locale)]} />}
            tabBar={
              <ConfigTabBar
                tabs={config.tabBar}
                current={routePaths.home}
                unread={signedIn ? 3 : undefined}
                onNavigate={(_path, event) => event.preventDefault()}
              />
            }
          >
            <ComposedHome site={config} data={data} />
          </AppShell>
        </MemoryRouter>
      </LocaleProvider>
    </SiteThemeProvider>
  );
}
