import type { Locale } from '@platform/domain';
import { type LoadedCatalogs, loadCatalogs, uiCatalog } from '@platform/ui';
import { appCatalog } from './appCatalog.ts';

/** The catalog areas the member app shows: the design system's and its own. */
export const memberAppCatalogAreas = [uiCatalog, appCatalog] as const;

/**
 * The member app's strings in one language, loaded before the first render (the browser at boot, the server before
 * rendering a page): one chunk per area in that language, none of the others.
 */
export function loadMemberAppCatalogs(locale: Locale): Promise<LoadedCatalogs> {
  return loadCatalogs(locale, memberAppCatalogAreas);
}
