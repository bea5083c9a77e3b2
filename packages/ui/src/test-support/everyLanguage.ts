import { loadCatalogsInEveryLanguage, loadEveryLanguage } from '../i18n/loadEveryLanguage.ts';
import { uiCatalog } from '../i18n/uiCatalog.ts';

/** The design system's strings in every language, for assertions that name what a member reads. */
export const uiLanguages = await loadEveryLanguage(uiCatalog);

/** The design system's catalog ready for a provider in any language (SiteFrame's default). */
export const uiCatalogsByLanguage = await loadCatalogsInEveryLanguage([uiCatalog]);
