import { assignInlineVars } from '@vanilla-extract/dynamic';
import { vars } from './contract.css.ts';
import { cssValuesFromTokens } from './cssValuesFromTokens.ts';
import type { ThemeTokens } from './themeTokens.ts';

/**
 * Inline style that fills the theme contract from tokens at run time: for previewing a site
 * config that has not been saved (so has no compiled theme class yet). Known sites use
 * `siteThemeClass` instead.
 */
export function themeStyleFor(tokens: ThemeTokens): Record<string, string> {
  return assignInlineVars(vars, cssValuesFromTokens(tokens));
}
