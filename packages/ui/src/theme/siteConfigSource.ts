// TEMPORARY until @platform/site-config lands: stand-in tokens so the theme pipeline can be built.
import type { SiteCode, ThemeTokens } from './themeTokens.ts';

const base: ThemeTokens = {
  colorScheme: 'light',
  colors: {
    brand: '#1f6feb',
    onBrand: '#ffffff',
    accent: '#f0a020',
    onAccent: '#1a1a1a',
    background: '#f4f5f7',
    surface: '#ffffff',
    surfaceMuted: '#eceef2',
    text: '#1a1d23',
    textMuted: '#5c6370',
    border: '#d5d9e0',
    positive: '#1a7f37',
    negative: '#cf222e',
    warning: '#9a6700',
    info: '#0969da',
    overlay: 'rgba(0, 0, 0, 0.5)',
    link: '#0969da',
  },
  radii: { small: '4px', medium: '8px', large: '16px', pill: '999px' },
  typography: {
    fontFamily: 'system-ui, -apple-system, "PingFang SC", "Microsoft YaHei", sans-serif',
    fontSizeSmall: '12px',
    fontSizeBody: '14px',
    fontSizeTitle: '17px',
    fontSizeDisplay: '24px',
    lineHeight: '1.5',
    weightRegular: '400',
    weightBold: '600',
  },
  spacing: { xxsmall: '2px', xsmall: '4px', small: '8px', medium: '12px', large: '16px', xlarge: '24px' },
  controlHeight: '44px',
  shadows: { card: '0 1px 3px rgba(0,0,0,0.12)', raised: '0 4px 16px rgba(0,0,0,0.18)' },
  logo: { src: '/site-assets/hgty/logo.svg', alt: 'HG', width: 96, height: 32 },
  currencyIcon: { src: '/site-assets/hgty/currency.svg', alt: 'USDT' },
};

export const siteConfigs: Record<SiteCode, { theme: ThemeTokens }> = {
  hgty: { theme: base },
  hgtyc: { theme: { ...base, colors: { ...base.colors, brand: '#b42318' } } },
  blty: {
    theme: {
      ...base,
      colorScheme: 'dark',
      colors: {
        ...base.colors,
        background: '#101418',
        surface: '#1b2026',
        text: '#f2f4f7',
        brand: '#d4a017',
      },
    },
  },
  by: {
    theme: { ...base, colors: { ...base.colors, brand: '#6b3fa0' }, radii: { ...base.radii, medium: '2px' } },
  },
  betwin: { theme: { ...base, colors: { ...base.colors, brand: '#0b7a53' }, controlHeight: '48px' } },
};
