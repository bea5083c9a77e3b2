import type { Locale } from '@platform/domain';
import type { SiteConfig } from '@platform/site-config';
import { type SiteCode, siteThemeClass } from '@platform/ui';

/**
 * The site's compiled theme class on <html>, so the page background and anything outside React (the boot error,
 * overscroll) is themed. The class is compiled CSS and needs no config, so it goes on before the config loads.
 */
export function applySiteTheme(document: Document, code: SiteCode): void {
  document.documentElement.classList.add(siteThemeClass[code]);
  document.documentElement.dataset.site = code;
}

/** Language, title and browser colour of the loaded site: applied before the first render paints. */
export function applySiteDocument(document: Document, config: SiteConfig, locale: Locale): void {
  document.documentElement.lang = locale;
  document.title = config.displayName[locale];
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', config.theme.colors.brand);
}
