import type { CatalogArea } from './catalogArea.ts';
import { type LoadedCatalogs, loadCatalogs } from './loadCatalogs.ts';
import { type Locale, locales } from './locale.ts';

/*
 * Every language at once, for tests and Storybook, which show any language on demand. A running app loads only its
 * site's language, through `loadCatalogs`.
 */

async function perLanguage<Value>(load: (locale: Locale) => Promise<Value>): Promise<Record<Locale, Value>> {
  const values = await Promise.all(locales.map(load));
  return Object.fromEntries(locales.map((locale, index) => [locale, values[index]])) as Record<Locale, Value>;
}

/** One area's strings in every language (for assertions that name what a member reads). */
export function loadEveryLanguage<Strings>(area: CatalogArea<Strings>): Promise<Record<Locale, Strings>> {
  return perLanguage((locale) => area.load(locale));
}

/** Some areas loaded in every language, ready for a `<LocaleProvider>` in any of them. */
export function loadCatalogsInEveryLanguage(
  areas: readonly CatalogArea<unknown>[],
): Promise<Record<Locale, LoadedCatalogs>> {
  return perLanguage((locale) => loadCatalogs(locale, areas));
}
