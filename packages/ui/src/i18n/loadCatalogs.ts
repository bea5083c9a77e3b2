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

/**
 * Adds `areas` to catalogs already handed out (the same language), for an area only some pages read: loaded with
 * the first such page, before it renders, so its components still read it synchronously. An area already there is
 * not loaded again.
 */
export async function loadMoreCatalogs(
  catalogs: LoadedCatalogs,
  areas: readonly CatalogArea<unknown>[],
): Promise<void> {
  const missing = areas.filter((area) => !catalogs.stringsByArea.has(area.name));
  const strings = await Promise.all(missing.map((area) => area.load(catalogs.locale)));
  // The map loadCatalogs made: read-only to the components that read it, grown only here.
  const stringsByArea = catalogs.stringsByArea as Map<string, unknown>;
  for (const [index, area] of missing.entries()) stringsByArea.set(area.name, strings[index]);
}
