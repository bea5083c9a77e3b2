import { type Locale, locales } from '@platform/domain';
import { loadEveryLanguage, uiCatalog } from '@platform/ui/i18n';
import { appCatalog } from '../src/i18n/appCatalog.ts';
import { securityCatalog } from '../src/i18n/securityCatalog.ts';
import { shellCatalog } from '../src/i18n/shellCatalog.ts';

const pages = await loadEveryLanguage(appCatalog);
const shell = await loadEveryLanguage(shellCatalog);

/**
 * The app's strings (its pages' and its frame's and home's areas, one object per language) and the design system's
 * in every language, for tests (Vitest and Playwright) that find what a member reads by its text.
 */
export const appLanguages = Object.fromEntries(
  locales.map((locale) => [locale, { ...pages[locale], ...shell[locale] }]),
) as Record<Locale, (typeof pages)[Locale] & (typeof shell)[Locale]>;
export const uiLanguages = await loadEveryLanguage(uiCatalog);
/** The security centre's strings (their own catalog area) in every language. */
export const securityLanguages = await loadEveryLanguage(securityCatalog);
