import { createContext, type ReactNode, type RefObject, useContext, useMemo, useRef } from 'react';
import { siteThemeClass } from './siteThemes.css.ts';
import { themeRoot } from './themeRoot.css.ts';
import { themeStyleFor } from './themeStyleFor.ts';
import type { SiteCode, ThemeTokens } from './themeTokens.ts';

type SiteTheme = {
  site: SiteCode;
  /** The raw tokens, for what CSS cannot carry: the logo and currency icon as images with alt text. */
  tokens: ThemeTokens;
  /**
   * Where overlays (dialogs, sheets, toasts) portal to, so they stay inside the theme: the provider's element, once
   * it is attached. A ref rather than state: state set from the element's ref callback was an update during the
   * app's first commit, which React renders synchronously and, changing a context above the server-rendered page
   * still hydrating, made it hydrate the whole page in one long task (issue 20's Total Blocking Time).
   */
  portalContainer: RefObject<HTMLElement | null>;
};

const SiteThemeContext = createContext<SiteTheme | null>(null);

export type SiteThemeProviderProps = {
  site: SiteCode;
  /** The site config's `theme`. */
  tokens: ThemeTokens;
  /** Apply `tokens` inline over the compiled class: for previewing an unsaved config. */
  previewTokens?: boolean;
  /** Switches transitions and animations off (tests, screenshots). */
  disableAnimations?: boolean;
  children: ReactNode;
};

export function SiteThemeProvider({
  site,
  tokens,
  previewTokens = false,
  disableAnimations = false,
  children,
}: SiteThemeProviderProps) {
  const portalContainer = useRef<HTMLDivElement>(null);
  const theme = useMemo(() => ({ site, tokens, portalContainer }), [site, tokens]);
  return (
    <div
      ref={portalContainer}
      className={`${siteThemeClass[site]} ${themeRoot}`}
      style={previewTokens ? themeStyleFor(tokens) : undefined}
      data-site={site}
      data-animations={disableAnimations ? 'off' : undefined}
    >
      <SiteThemeContext.Provider value={theme}>{children}</SiteThemeContext.Provider>
    </div>
  );
}

export function useSiteTheme(): SiteTheme {
  const theme = useContext(SiteThemeContext);
  if (theme === null) {
    throw new Error('useSiteTheme() needs a <SiteThemeProvider> above it');
  }
  return theme;
}
