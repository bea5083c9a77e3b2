import { contentLocale, type Locale, routePaths } from '@platform/domain';
import type { SiteConfig } from '@platform/site-config';
import { AppShell, LocaleProvider, NavBar, SiteThemeProvider } from '@platform/ui';
import { Suspense, useMemo } from 'react';
import { createPath, type Navigator, Router } from 'react-router-dom';
import { ConfigTabBar } from '../../layout/ConfigTabBar.tsx';
import { ComposedHome } from '../ComposedHome.tsx';
import { createFixtureHomeData, type FixtureState } from '../fixtureHomeData.ts';
import { usePreviewCatalogs } from './usePreviewCatalogs.ts';

/**
 * Taps in a preview go nowhere: the home stays as shown (a link still shows its address). A static `Router`, the
 * one the app's RouterProvider renders anyway, rather than a MemoryRouter, which would add its own code to the
 * member app's boot chunk now that the composer's preview page is part of the app.
 */
const stayingNavigator: Navigator = {
  createHref: (to) => (typeof to === 'string' ? to : createPath(to)),
  go: () => {},
  push: () => {},
  replace: () => {},
};

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
        <Router location={routePaths.home} navigator={stayingNavigator}>
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
        </Router>
      </LocaleProvider>
    </SiteThemeProvider>
  );
}
