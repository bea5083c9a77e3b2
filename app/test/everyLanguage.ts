import { loadEveryLanguage, uiCatalog } from '@platform/ui/i18n';
import { appCatalog } from '../src/i18n/appCatalog.ts';

/**
 * The app's and the design system's strings in every language, for tests (Vitest and Playwright) that find what a
 * member reads by its text.
 */
export const appLanguages = await loadEveryLanguage(appCatalog);
export const uiLanguages = await loadEveryLanguage(uiCatalog);
