import { createContext, type ReactNode, useContext } from 'react';
import type { CatalogArea } from './catalogArea.ts';
import type { LoadedCatalogs } from './loadCatalogs.ts';
import type { Locale } from './locale.ts';

const CatalogsContext = createContext<LoadedCatalogs | null>(null);

/** The member's language and its strings, loaded beforehand by `loadCatalogs`. */
export function LocaleProvider({ catalogs, children }: { catalogs: LoadedCatalogs; children: ReactNode }) {
  return (
    <CatalogsContext.Provider value={catalogs}>
      <div lang={catalogs.locale} style={{ display: 'contents' }}>
        {children}
      </div>
    </CatalogsContext.Provider>
  );
}

function useLoadedCatalogs(): LoadedCatalogs {
  const catalogs = useContext(CatalogsContext);
  if (catalogs === null) {
    throw new Error('useLocale() and useMessages() need a <LocaleProvider> above them');
  }
  return catalogs;
}

/** The member's language (for Intl formatting and per-language data such as a site config's texts). */
export function useLocale(): Locale {
  return useLoadedCatalogs().locale;
}

/** The strings of `area` in the member's language: `useMessages(uiCatalog).confirmDialog.confirm`. */
export function useMessages<Strings>(area: CatalogArea<Strings>): Strings {
  const catalogs = useLoadedCatalogs();
  if (!catalogs.stringsByArea.has(area.name)) {
    throw new Error(
      `The "${area.name}" catalog was not loaded: pass its area to loadCatalogs() before rendering (loaded: ${[
        ...catalogs.stringsByArea.keys(),
      ].join(', ')})`,
    );
  }
  return catalogs.stringsByArea.get(area.name) as Strings;
}
