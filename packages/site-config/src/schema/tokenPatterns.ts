import { contentImageUrlPattern } from '@platform/domain';
import { Type } from 'typebox';

/**
 * String schemas for CSS token values. The pattern lets operators' editors flag a typo as they type; the validator
 * additionally parses every colour and length (ranges, units, contrast), which a pattern cannot. `x-expected` is the
 * human wording the validator prints for "expected …" when the pattern fails.
 */
export const cssColorPattern =
  '^(#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})|rgba?\\(\\s*[0-9.]+%?\\s*,\\s*[0-9.]+%?\\s*,\\s*[0-9.]+%?\\s*(,\\s*[0-9.]+%?\\s*)?\\))$';
export const cssColorExpectation = 'a CSS colour (#rgb, #rrggbb, #rrggbbaa, rgb() or rgba())';

export function CssColor(description: string) {
  return Type.String({ pattern: cssColorPattern, description, 'x-expected': cssColorExpectation });
}

export const cssLengthPattern = '^(0|[0-9]+(\\.[0-9]+)?(px|rem|em))$';
export const cssLengthExpectation = 'a CSS length such as "8px", "0.5rem" or "1em"';

export function CssLength(description: string) {
  return Type.String({ pattern: cssLengthPattern, description, 'x-expected': cssLengthExpectation });
}

export const pixelLengthPattern = '^(0|[0-9]+(\\.[0-9]+)?px)$';
export const pixelLengthExpectation = 'a length in px such as "12px"';

export function PixelLength(description: string) {
  return Type.String({ pattern: pixelLengthPattern, description, 'x-expected': pixelLengthExpectation });
}

/**
 * Site images are served from site-configs/assets at /site-assets, are an image an operator uploaded in the console
 * (served at the content-image URL; the server checks on draft and publish that it is the site's), or come from an
 * absolute https URL.
 */
export const assetUrlPattern = `^(/site-assets/[a-z0-9-]+/[A-Za-z0-9._/-]+|${contentImageUrlPattern}|https://\\S+)$`;

export function AssetUrl(description: string) {
  return Type.String({
    pattern: assetUrlPattern,
    description,
    'x-expected': 'an image under /site-assets/<code>/, an image uploaded in the console, or an https:// URL',
  });
}

export function HttpsUrl(description: string) {
  return Type.String({ pattern: '^https://\\S+$', description, 'x-expected': 'an https:// URL' });
}

export function NonEmptyText(description: string) {
  return Type.String({ minLength: 1, description });
}
