import { requireSiteConfig } from '@platform/site-config';
import type { ReactNode } from 'react';
import { type LoadedCatalogs, type Locale, LocaleProvider } from '../i18n/index.ts';
import { type SiteCode, SiteThemeProvider } from '../theme/index.ts';
import { uiCatalogsByLanguage } from './everyLanguage.ts';

export type SiteFrameProps = {
  site: SiteCode;
  /** Defaults to the site's default language. */
  locale?: Locale;
  /**
   * The catalogs of every language, when the UI inside reads areas besides the design system's (Storybook passes
   * the member app's too). Defaults to the design system's.
   */
  catalogsByLanguage?: Record<Locale, LoadedCatalogs>;
  children: ReactNode;
};

/**
 * A site's theme and language around some UI, with animations off: what component tests,
 * stories and screenshots render inside.
 */
export function SiteFrame({
  site,
  locale,
  catalogsByLanguage = uiCatalogsByLanguage,
  children,
}: SiteFrameProps) {
  const config = requireSiteConfig(site);
  return (
    <SiteThemeProvider site={site} tokens={config.theme} disableAnimations>
      <LocaleProvider catalogs={catalogsByLanguage[locale ?? config.defaultLanguage]}>
        {children}
      </LocaleProvider>
    </SiteThemeProvider>
  );
}
