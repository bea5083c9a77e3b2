import { type ReactNode, use } from 'react';
import { useAppRuntime } from '../boot/AppRuntimeContext.tsx';
import { pageCatalogAreas } from '../i18n/memberAppCatalogs.ts';

/**
 * Renders `children` once the pages' strings are loaded: a page load that started on the home booted without them
 * (they follow when the browser is idle), so the first other page may wait for their chunk, as for its own module.
 */
export function PageStrings({ children }: { children: ReactNode }) {
  const { catalogs, loadPageStrings } = useAppRuntime();
  if (!pageCatalogAreas.every((area) => catalogs.stringsByArea.has(area.name))) use(loadPageStrings());
  return children;
}
