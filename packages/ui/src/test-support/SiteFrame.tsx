import type { ReactNode } from 'react';
import { type Locale, LocaleProvider } from '../i18n/index.ts';
import { type SiteCode, SiteThemeProvider } from '../theme/index.ts';
import { siteConfigs } from '../theme/siteConfigSource.ts';

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
  const config = siteConfigs[site];
  return (
    <SiteThemeProvider site={site} tokens={config.theme} disableAnimations>
      <LocaleProvider locale={locale ?? defaultLocaleOf(site)}>{children}</LocaleProvider>
    </SiteThemeProvider>
  );
}

// TEMPORARY until site configs carry `language`: spec §1 (by uses zh-HK, betwin en-US, others zh-CN).
function defaultLocaleOf(site: SiteCode): Locale {
  switch (site) {
    case 'by':
      return 'zh-HK';
    case 'betwin':
      return 'en-US';
    case 'hgty':
    case 'hgtyc':
    case 'blty':
      return 'zh-CN';
    default:
      return site satisfies never;
  }
}
