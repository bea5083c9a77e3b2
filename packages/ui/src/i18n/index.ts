export { type CatalogArea, defineCatalogArea, type LanguageModule } from './catalogArea.ts';
export { LocaleProvider, useLocale, useMessages } from './LocaleProvider.tsx';
export { type LoadedCatalogs, loadCatalogs, loadMoreCatalogs } from './loadCatalogs.ts';
export { loadCatalogsInEveryLanguage, loadEveryLanguage } from './loadEveryLanguage.ts';
export { type Locale, locales } from './locale.ts';
export { playSessionCatalog } from './playSessionCatalog.ts';
export type { PlaySessionStrings } from './playSessionStrings.ts';
export { uiCatalog } from './uiCatalog.ts';
export type { UiStrings } from './uiStrings.ts';
