/**
 * The site-config `theme` token shape. TEMPORARY local copy of decisions.md until
 * `@platform/site-config` exports `ThemeTokens`; then this file re-exports it.
 */
export type { SiteCode } from '@platform/domain';

export type ThemeTokens = {
  colorScheme: 'light' | 'dark';
  colors: {
    brand: string;
    onBrand: string;
    accent: string;
    onAccent: string;
    background: string;
    surface: string;
    surfaceMuted: string;
    text: string;
    textMuted: string;
    border: string;
    positive: string;
    negative: string;
    warning: string;
    info: string;
    overlay: string;
    link: string;
  };
  radii: { small: string; medium: string; large: string; pill: string };
  typography: {
    fontFamily: string;
    fontSizeSmall: string;
    fontSizeBody: string;
    fontSizeTitle: string;
    fontSizeDisplay: string;
    lineHeight: string;
    weightRegular: string;
    weightBold: string;
  };
  spacing: { xxsmall: string; xsmall: string; small: string; medium: string; large: string; xlarge: string };
  controlHeight: string;
  shadows: { card: string; raised: string };
  logo: { src: string; alt: string; width: number; height: number };
  currencyIcon: { src: string; alt: string };
};
