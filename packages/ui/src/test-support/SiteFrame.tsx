import { requireSiteConfig } from '@platform/site-config';
import type { ReactNode } from 'react';
import { type Locale, LocaleProvider } from '../i18n/index.ts';
import { type SiteCode, SiteThemeProvider } from '../theme/index.ts';

export type SiteFrameProps = {
  site: SiteCode;
  /** Defaults to the site's default language. */
  locale?: Locale;
  children: ReactNode;
};

/**
 * A site's theme and language around some UI, with animations off: what component tests,
 * stories and screenshots render inside.
 */
export function SiteFrame({ site, locale, children }: SiteFrameProps) {
  const config = requireSiteConfig(site);
  return (
    <SiteThemeProvider site={site} tokens={config.theme} disableAnimations>
      <LocaleProvider locale={locale ?? config.defaultLanguage}>{children}</LocaleProvider>
    </SiteThemeProvider>
  );
}
