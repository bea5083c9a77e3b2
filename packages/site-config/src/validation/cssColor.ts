/** A colour as sRGB channels 0-255 and alpha 0-1. */
export type RgbaColor = { red: number; green: number; blue: number; alpha: number };

function channel(text: string, max: number): number | null {
  const percentage = text.endsWith('%');
  const value = Number(percentage ? text.slice(0, -1) : text);
  if (text === '' || !Number.isFinite(value)) return null;
  const scaled = percentage ? (value / 100) * max : value;
  return scaled >= 0 && scaled <= max ? scaled : null;
}

/**
 * Parses the colour forms the theme tokens allow: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb(r, g, b) and rgba(r, g, b, a)
 * (channels 0-255 or percentages). Returns null for anything else, including out-of-range channels like rgb(300,0,0).
 */
export function parseCssColor(text: string): RgbaColor | null {
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text.trim());
  if (hex?.[1]) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1];
    const [red = 0, green = 0, blue = 0, alpha = 255] = (digits.match(/../g) ?? []).map((pair) =>
      Number.parseInt(pair, 16),
    );
    return { red, green, blue, alpha: alpha / 255 };
  }
  const functional = /^rgba?\(([^)]*)\)$/i.exec(text.trim());
  if (!functional?.[1]) return null;
  const parts = functional[1].split(',').map((part) => part.trim());
  if (parts.length !== 3 && parts.length !== 4) return null;
  const [red, green, blue] = parts.slice(0, 3).map((part) => channel(part, 255));
  const alpha = parts[3] === undefined ? 1 : channel(parts[3], 1);
  if (red == null || green == null || blue == null || alpha == null) return null;
  return { red, green, blue, alpha };
}

/** Paints `top` over an opaque `bottom` (alpha compositing), giving an opaque colour. */
export function compositeOver(top: RgbaColor, bottom: RgbaColor): RgbaColor {
  const mix = (upper: number, lower: number) => upper * top.alpha + lower * (1 - top.alpha);
  return {
    red: mix(top.red, bottom.red),
    green: mix(top.green, bottom.green),
    blue: mix(top.blue, bottom.blue),
    alpha: 1,
  };
}

function linearChannel(value: number): number {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.x relative luminance of an opaque colour. */
export function relativeLuminance(color: RgbaColor): number {
  return (
    0.2126 * linearChannel(color.red) +
    0.7152 * linearChannel(color.green) +
    0.0722 * linearChannel(color.blue)
  );
}

/** WCAG 2.x contrast ratio (1-21) of a foreground painted on an opaque background. */
export function contrastRatio(foreground: RgbaColor, background: RgbaColor): number {
  const lighter = relativeLuminance(compositeOver(foreground, background));
  const darker = relativeLuminance(background);
  const [high, low] = lighter > darker ? [lighter, darker] : [darker, lighter];
  return (high + 0.05) / (low + 0.05);
}
