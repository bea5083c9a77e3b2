import { describe, expect, test } from 'vitest';
import { requireSiteConfig } from '../siteConfigs.ts';
import { contrastShortfalls } from './themeContrast.ts';

const theme = requireSiteConfig('hgty').theme;
const withColors = (colors: Partial<typeof theme.colors>, colorScheme = theme.colorScheme) => ({
  ...theme,
  colorScheme,
  colors: { ...theme.colors, ...colors },
});

describe('contrastShortfalls', () => {
  test("a shipped site's theme has none", () => {
    expect(contrastShortfalls(theme)).toEqual([]);
  });

  test('names each pair under 4.5:1 with its ratio, and leaves out a colour that does not parse', () => {
    const shortfalls = contrastShortfalls(withColors({ text: '#8a8a8a', link: 'not a colour' }));
    expect(
      shortfalls.map(({ foreground, background, ratio }) => [foreground, background, ratio.toFixed(2)]),
    ).toEqual([
      ['text', 'background', '3.16'],
      ['text', 'surface', '3.45'],
    ]);
  });

  test('a translucent background is judged as painted on the page, and the page on the dark canvas', () => {
    // White at 10% over black reads as a very dark grey: dark text on it fails, light text passes.
    const dark = withColors(
      { background: 'rgba(255, 255, 255, 0.1)', surface: 'rgba(255, 255, 255, 0.1)', text: '#333333' },
      'dark',
    );
    expect(
      contrastShortfalls(dark).map(({ foreground, background }) => `${foreground}/${background}`),
    ).toContain('text/background');
    const light = withColors({ ...dark.colors, text: '#f0f0f0', textMuted: '#d0d0d0' }, 'dark');
    expect(contrastShortfalls(light).filter(({ foreground }) => foreground.startsWith('text'))).toEqual([]);
  });
});
