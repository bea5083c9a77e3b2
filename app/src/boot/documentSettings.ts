import { contentLocale, type Locale } from '@platform/domain';
import type { SiteCode, SiteConfig } from '@platform/site-config';
import { siteThemeClass } from '@platform/ui';

/** The compiled theme class of a site: every site config compiles one at build time. */
export function themeClassOf(code: SiteCode): string {
  const themeClass = siteThemeClass[code];
  if (themeClass === undefined) throw new Error(`No compiled theme for site "${code}"`);
  return themeClass;
}

/**
 * The site's compiled theme class on <html>, so the page background and anything outside React (the boot error,
 * overscroll) is themed. The class is compiled CSS and needs no config, so it goes on before the config loads.
 */
export function applySiteTheme(document: Document, code: SiteCode): void {
  document.documentElement.classList.add(themeClassOf(code));
  document.documentElement.dataset.site = code;
}

/**
 * Language, title, browser colour and tab icon (the site's logo) of the loaded site: applied before the first render
 * paints. index.html's icon is an empty data URL, so the browser never asks for a /favicon.ico no site has.
 */
export function applySiteDocument(document: Document, config: SiteConfig, locale: Locale): void {
  document.documentElement.lang = locale;
  document.title = config.displayName[contentLocale(locale)];
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', config.theme.colors.brand);
  const icon =
    document.querySelector('link[rel="icon"]') ??
    document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'icon' }));
  icon.setAttribute('href', config.theme.logo.src);
}
