import type { Locale } from '@platform/domain';
import { type LoadedCatalogs, loadCatalogs, playSessionCatalog, uiCatalog } from '@platform/ui';
import { appCatalog } from './appCatalog.ts';
import { securityCatalog } from './securityCatalog.ts';
import { shellCatalog } from './shellCatalog.ts';

/** The catalog areas the member app shows: the design system's, its frame's and home's, its pages'. */
export const memberAppCatalogAreas = [
  uiCatalog,
  shellCatalog,
  appCatalog,
  securityCatalog,
  playSessionCatalog,
] as const;

/** What the frame and the home read: every page load needs them before its first render. */
export const shellCatalogAreas = [uiCatalog, shellCatalog] as const;

/** What only the other pages read: loaded with the first of them (layout/PageStrings.tsx). */
export const pageCatalogAreas = [appCatalog, securityCatalog, playSessionCatalog] as const;

/**
 * The member app's strings in one language, loaded before the first render (the browser at boot, the server before
 * rendering a page): one chunk per area in that language, none of the others. `areas` defaults to all of them.
 */
export function loadMemberAppCatalogs(
  locale: Locale,
  areas: readonly (typeof memberAppCatalogAreas)[number][] = memberAppCatalogAreas,
): Promise<LoadedCatalogs> {
  return loadCatalogs(locale, areas);
}
