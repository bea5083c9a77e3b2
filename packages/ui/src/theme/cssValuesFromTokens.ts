import type { ThemeTokens } from './themeTokens.ts';

type LeavesAs<Shape, Leaf> = {
  [Key in keyof Shape]: Shape[Key] extends Record<string, unknown> ? LeavesAs<Shape[Key], Leaf> : Leaf;
};

/** The theme contract's shape: every site-config token, one-to-one, as a CSS value. */
export type ThemeCssValues = LeavesAs<ThemeTokens, string>;

/** The same shape with empty leaves, which is what `createThemeContract` takes. */
export type ThemeContractShape = LeavesAs<ThemeTokens, null>;

const cssLength = (value: number | string): string => (typeof value === 'number' ? `${value}px` : value);

// Quoted so the value is a valid CSS string (usable in `content:`); JSON quoting escapes quotes and backslashes.
const cssString = (value: string): string => JSON.stringify(value);

const cssUrl = (value: string): string => `url(${JSON.stringify(value)})`;

/**
 * Turns a site's theme tokens into the values of the theme contract. Used both at build time
 * (one `createTheme` class per site) and at run time (`assignInlineVars` for an unsaved config),
 * so the two paths cannot drift apart.
 */
export function cssValuesFromTokens(tokens: ThemeTokens): ThemeCssValues {
  return {
    colorScheme: tokens.colorScheme,
    colors: { ...tokens.colors },
    radii: { ...tokens.radii },
    typography: { ...tokens.typography },
    spacing: { ...tokens.spacing },
    controlHeight: tokens.controlHeight,
    shadows: { ...tokens.shadows },
    logo: {
      src: cssUrl(tokens.logo.src),
      alt: cssString(tokens.logo.alt),
      width: cssLength(tokens.logo.width),
      height: cssLength(tokens.logo.height),
    },
  };
}
