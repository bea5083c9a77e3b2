import type { Locale } from '@platform/domain';
import type { SiteCode, SiteConfig } from '@platform/site-config';
import { siteThemeClass, type SiteCode as ThemedSiteCode } from '@platform/ui';

/** A site's code as the design system types its compiled themes: every site config compiles one at build time. */
export function themedSiteCode(code: SiteCode): ThemedSiteCode {
  if (!Object.hasOwn(siteThemeClass, code)) throw new Error(`No compiled theme for site "${code}"`);
  return code as ThemedSiteCode;
}

/**
 * The site's compiled theme class on <html>, so the page background and anything outside React (the boot error,
 * overscroll) is themed. The class is compiled CSS and needs no config, so it goes on before the config loads.
 */
export function applySiteTheme(document: Document, code: SiteCode): void {
  document.documentElement.classList.add(siteThemeClass[themedSiteCode(code)]);
  document.documentElement.dataset.site = code;
}

/** Language, title and browser colour of the loaded site: applied before the first render paints. */
export function applySiteDocument(document: Document, config: SiteConfig, locale: Locale): void {
  document.documentElement.lang = locale;
  document.title = config.displayName[locale];
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', config.theme.colors.brand);
}
