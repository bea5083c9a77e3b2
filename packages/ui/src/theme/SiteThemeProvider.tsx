import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { siteThemeClass } from './siteThemes.css.ts';
import { themeRoot } from './themeRoot.css.ts';
import { themeStyleFor } from './themeStyleFor.ts';
import type { SiteCode, ThemeTokens } from './themeTokens.ts';

type SiteTheme = {
  site: SiteCode;
  /** The raw tokens, for what CSS cannot carry: the logo and currency icon as images with alt text. */
  tokens: ThemeTokens;
  /** Where overlays (dialogs, sheets, toasts) portal to, so they stay inside the theme. */
  portalContainer: HTMLElement | null;
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
  const [portalContainer, setPortalContainer] = useState<HTMLDivElement | null>(null);
  const theme = useMemo(() => ({ site, tokens, portalContainer }), [site, tokens, portalContainer]);
  return (
    <div
      ref={setPortalContainer}
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
