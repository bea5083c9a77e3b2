import { createThemeContract, createVar } from '@vanilla-extract/css';
import type { ThemeContractShape } from './cssValuesFromTokens.ts';

const shape = {
  colorScheme: null,
  colors: {
    brand: null,
    onBrand: null,
    accent: null,
    onAccent: null,
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    positive: null,
    negative: null,
    warning: null,
    info: null,
    overlay: null,
    link: null,
  },
  radii: { small: null, medium: null, large: null, pill: null },
  typography: {
    fontFamily: null,
    fontSizeSmall: null,
    fontSizeBody: null,
    fontSizeTitle: null,
    fontSizeDisplay: null,
    lineHeight: null,
    weightRegular: null,
    weightBold: null,
  },
  spacing: { xxsmall: null, xsmall: null, small: null, medium: null, large: null, xlarge: null },
  controlHeight: null,
  shadows: { card: null, raised: null },
  logo: { src: null, alt: null, width: null, height: null },
} satisfies ThemeContractShape;

/**
 * The theme contract: one CSS variable per site-config theme token. Components read only these
 * (never a site name or a raw colour); each site fills them through its theme class.
 */
export const vars = createThemeContract(shape);

/**
 * Device safe-area insets (notch, home indicator). The theme root sets them from `env()` so that
 * Storybook or a webview host can override them in one place.
 */
export const safeAreaVars = {
  top: createVar(),
  right: createVar(),
  bottom: createVar(),
  left: createVar(),
};
