import type { SiteConfig } from '@platform/site-config';
import { createContext, useContext } from 'react';

/** One problem of the draft, as the server's validation names it (JSON path of the migrated config). */
export type DraftProblem = { path: string; expected: string; found: string };

/**
 * The seam between the composer's editors (home blocks, tab bar, theme) and its preview: the operator's working copy
 * of the site's config, one way to change it, and the server's problems of the last saved copy. The provider
 * (DraftEditingProvider) saves every change as the operator's draft; editors never call the API themselves.
 */
export type DraftEditing = {
  siteCode: string;
  /** The working copy: the operator's draft, or the published config when there is none yet. */
  config: SiteConfig;
  /** Replaces the working copy with `recipe`'s result (a new object; never mutate the one passed in). */
  change: (recipe: (config: SiteConfig) => SiteConfig) => void;
  /** The problems of the last saved copy, all of them. */
  problems: readonly DraftProblem[];
  /** The problems at `path` or inside it (`$.home[2]` holds `$.home[2].props.slides[0].imageSrc`). */
  problemsAt: (path: string) => readonly DraftProblem[];
  /** Whether the working copy has changes the server has not saved yet. */
  saving: boolean;
};

export const DraftEditingContext = createContext<DraftEditing | null>(null);

/** The composer's working copy; only inside DraftEditingProvider. */
export function useDraftEditing(): DraftEditing {
  const editing = useContext(DraftEditingContext);
  if (editing === null) throw new Error('useDraftEditing outside DraftEditingProvider');
  return editing;
}
