import { siteConfigs } from '@platform/site-config';
import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css.ts';
import { cssValuesFromTokens } from './cssValuesFromTokens.ts';
import type { SiteCode } from './themeTokens.ts';

/** One theme class per site, compiled from each site config's tokens at build time. */
export const siteThemeClass = Object.fromEntries(
  Object.entries(siteConfigs).map(([code, config]) => [
    code,
    createTheme(vars, cssValuesFromTokens(config.theme), `site-${code}`),
  ]),
) as Record<SiteCode, string>;
