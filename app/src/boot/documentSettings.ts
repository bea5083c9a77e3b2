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

/** What the document says about a site: language, tab title, browser colour and tab icon (the site's logo). */
export type SiteDocumentSettings = { lang: Locale; title: string; themeColor: string; icon: string };

export function siteDocumentSettings(config: SiteConfig, locale: Locale): SiteDocumentSettings {
  return {
    lang: locale,
    title: config.displayName[contentLocale(locale)],
    themeColor: config.theme.colors.brand,
    icon: config.theme.logo.src,
  };
}

/**
 * Language, title, browser colour and tab icon of the loaded site: applied before the first render paints (a
 * prerendered page already carries them, ssr/pageDocument.ts writes the same settings). index.html's icon is an
 * empty data URL, so the browser never asks for a /favicon.ico no site has.
 */
export function applySiteDocument(document: Document, config: SiteConfig, locale: Locale): void {
  const settings = siteDocumentSettings(config, locale);
  document.documentElement.lang = settings.lang;
  document.title = settings.title;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', settings.themeColor);
  const icon =
    document.querySelector('link[rel="icon"]') ??
    document.head.appendChild(Object.assign(document.createElement('link'), { rel: 'icon' }));
  icon.setAttribute('href', settings.icon);
}
