import type { CatalogArea } from './catalogArea.ts';
import type { Locale } from './locale.ts';

/** The strings of some areas in one language, ready for `<LocaleProvider catalogs>` to hand out synchronously. */
export type LoadedCatalogs = {
  readonly locale: Locale;
  readonly stringsByArea: ReadonlyMap<string, unknown>;
};

/**
 * Loads `areas` in `locale` only (one chunk per area and language), before the first render: on the client at boot,
 * on the server before rendering a page. Components then read them without suspending.
 */
export async function loadCatalogs(
  locale: Locale,
  areas: readonly CatalogArea<unknown>[],
): Promise<LoadedCatalogs> {
  const strings = await Promise.all(areas.map((area) => area.load(locale)));
  return { locale, stringsByArea: new Map(areas.map((area, index) => [area.name, strings[index]])) };
}
