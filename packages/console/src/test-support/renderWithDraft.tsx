import { requireSiteConfig, type SiteConfig } from '@platform/site-config';
import { type LoadedCatalogs, LocaleProvider, loadCatalogs, SiteThemeProvider } from '@platform/ui';
import { type ReactNode, useMemo, useState } from 'react';
import { render } from 'vitest-browser-react';
import { consoleCatalogAreas } from '../boot/ConsoleRoot.tsx';
import type { ConsoleLocale } from '../i18n/consoleCatalog.ts';
import {
  type DraftEditing,
  DraftEditingContext,
  type DraftProblem,
} from '../pages/sitePages/editor/draftEditing.ts';

export type DraftOptions = {
  /** Defaults to hgty's config from its site file. */
  config?: SiteConfig;
  problems?: readonly DraftProblem[];
  locale?: ConsoleLocale;
};

/** The working copy as the editors last left it, read by a test after an interaction. */
export type DraftHolder = { config: () => SiteConfig };

const catalogsByLocale = new Map<ConsoleLocale, Promise<LoadedCatalogs>>();

/** Whether `problem` is at `path` or inside it, as DraftEditing's problemsAt promises. */
const isAtOrInside = (problem: DraftProblem, path: string) =>
  problem.path === path || problem.path.startsWith(`${path}.`) || problem.path.startsWith(`${path}[`);

type DraftProps = {
  first: SiteConfig;
  problems: readonly DraftProblem[];
  holder: { latest: SiteConfig };
  children: ReactNode;
};

/** The working copy in React state: `change` applies the recipe, `problemsAt` reads the given problems. */
function Draft({ first, problems, holder, children }: DraftProps) {
  const [config, setConfig] = useState(first);
  holder.latest = config;
  const editing = useMemo<DraftEditing>(
    () => ({
      siteCode: config.code,
      config,
      change: (recipe) => setConfig((current) => recipe(current)),
      problems,
      problemsAt: (path) => problems.filter((problem) => isAtOrInside(problem, path)),
      saving: false,
    }),
    [config, problems],
  );
  return <DraftEditingContext.Provider value={editing}>{children}</DraftEditingContext.Provider>;
}

/**
 * A composer editor in Chromium inside the console's theme and language and a real, small working copy: `change`
 * applies the recipe to React state (no server, so no saving), `problemsAt` reads the given problems.
 */
export async function renderWithDraft(ui: ReactNode, options: DraftOptions = {}): Promise<DraftHolder> {
  const locale = options.locale ?? 'en-US';
  let load = catalogsByLocale.get(locale);
  if (load === undefined) {
    load = loadCatalogs(locale, consoleCatalogAreas);
    catalogsByLocale.set(locale, load);
  }
  const catalogs = await load;
  const first = options.config ?? requireSiteConfig('hgty');
  const holder = { latest: first };
  const theme = requireSiteConfig('hgty').theme;
  await render(
    <SiteThemeProvider site="hgty" tokens={theme}>
      <LocaleProvider catalogs={catalogs}>
        <Draft first={first} problems={options.problems ?? []} holder={holder}>
          {ui}
        </Draft>
      </LocaleProvider>
    </SiteThemeProvider>,
  );
  return { config: () => holder.latest };
}
