import type { Locale } from '@platform/domain';
import type { LoadedCatalogs } from '@platform/ui';
import { use } from 'react';
import { loadMemberAppCatalogs } from '../../i18n/memberAppCatalogs.ts';

const loads = new Map<Locale, Promise<LoadedCatalogs>>();

/**
 * The member app's strings in the language of a previewed site, which may differ from the page around it: loaded
 * once per language and read with `use`, so the preview suspends until they are there.
 */
export function usePreviewCatalogs(locale: Locale): LoadedCatalogs {
  let load = loads.get(locale);
  if (load === undefined) {
    load = loadMemberAppCatalogs(locale);
    loads.set(locale, load);
  }
  return use(load);
}
