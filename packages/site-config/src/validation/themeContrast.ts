import type { SiteConfigShape } from '../schema/siteConfigSchema.ts';
import { compositeOver, contrastRatio, parseCssColor, type RgbaColor } from './cssColor.ts';

type Theme = SiteConfigShape['theme'];
export type ThemeColorName = keyof Theme['colors'];

/** WCAG AA for normal text; the design system's axe checks enforce the same figure. */
export const MINIMUM_TEXT_CONTRAST = 4.5;

/** Foreground/background pairs members read: each must reach MINIMUM_TEXT_CONTRAST. */
export const contrastPairs: readonly [foreground: ThemeColorName, background: ThemeColorName][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['textMuted', 'background'],
  ['textMuted', 'surface'],
  ['link', 'surface'],
  ['onBrand', 'brand'],
  ['onAccent', 'accent'],
];

export type ContrastShortfall = { foreground: ThemeColorName; background: ThemeColorName; ratio: number };

const white: RgbaColor = { red: 255, green: 255, blue: 255, alpha: 1 };
const black: RgbaColor = { red: 0, green: 0, blue: 0, alpha: 1 };

/**
 * The contrast pairs of a theme under MINIMUM_TEXT_CONTRAST, as members would see them: a translucent background is
 * judged as painted on the page, and the page as painted on the browser's canvas. A pair with a colour that does not
 * parse is left out (that colour's own problem says why). The validator and the console's theme editor both judge
 * with this, so the editor warns of exactly what publishing would refuse.
 */
export function contrastShortfalls(theme: Theme): ContrastShortfall[] {
  const canvas = theme.colorScheme === 'dark' ? black : white;
  const pageColor = parseCssColor(theme.colors.background);
  const page = compositeOver(pageColor ?? canvas, canvas);
  return contrastPairs.flatMap(([foreground, background]) => {
    const foregroundColor = parseCssColor(theme.colors[foreground]);
    const backgroundColor = parseCssColor(theme.colors[background]);
    if (!foregroundColor || !backgroundColor) return [];
    const ratio = contrastRatio(foregroundColor, compositeOver(backgroundColor, page));
    return ratio < MINIMUM_TEXT_CONTRAST ? [{ foreground, background, ratio }] : [];
  });
}
