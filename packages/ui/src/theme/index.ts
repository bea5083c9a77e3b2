export { safeAreaVars, vars } from './contract.css.ts';
export { cssValuesFromTokens, type ThemeCssValues } from './cssValuesFromTokens.ts';
export { SiteThemeProvider, type SiteThemeProviderProps, useSiteTheme } from './SiteThemeProvider.tsx';
export { siteThemeClass } from './siteThemes.css.ts';
export { themeStyleFor } from './themeStyleFor.ts';
export type { SiteCode, ThemeTokens } from './themeTokens.ts';
export { visuallyHidden } from './visuallyHidden.css.ts';
