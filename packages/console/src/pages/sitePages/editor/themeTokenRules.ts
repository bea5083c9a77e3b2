import { parseCssColor, type ThemeTokens, ThemeTokensSchema } from '@platform/site-config';
import type { ConsoleStrings } from '../../../i18n/consoleStrings.ts';

/** The token groups edited as plain text: a name per token, the schema's pattern and its expectation. */
export const textTokenGroups = ['radii', 'typography', 'spacing'] as const;
export type TextTokenGroup = (typeof textTokenGroups)[number];

type ThemeText = ConsoleStrings['themeEditor'];
type Expectation = keyof Pick<
  ThemeText,
  | 'lengthExpected'
  | 'pixelLengthExpected'
  | 'fontFamilyExpected'
  | 'lineHeightExpected'
  | 'fontWeightExpected'
>;

/** What the operator is told a token must look like, by the rule its schema sets. */
const typographyExpectations: Record<keyof ThemeTokens['typography'], Expectation> = {
  fontFamily: 'fontFamilyExpected',
  fontSizeSmall: 'lengthExpected',
  fontSizeBody: 'lengthExpected',
  fontSizeTitle: 'lengthExpected',
  fontSizeDisplay: 'lengthExpected',
  lineHeight: 'lineHeightExpected',
  weightRegular: 'fontWeightExpected',
  weightBold: 'fontWeightExpected',
};

export function expectationOf(group: TextTokenGroup, key: string): Expectation {
  switch (group) {
    case 'radii':
      return 'lengthExpected';
    case 'spacing':
      return 'pixelLengthExpected';
    case 'typography':
      return typographyExpectations[key as keyof ThemeTokens['typography']];
    default:
      return group satisfies never;
  }
}

/** The schema's own rule of one token (its pattern and minimum length), so the editor flags what the validator will. */
function followsSchema(schema: unknown, value: string): boolean {
  const { pattern, minLength = 0 } = schema as { pattern?: string; minLength?: number };
  return value.length >= minLength && (pattern === undefined || new RegExp(pattern).test(value));
}

export function tokenFollowsSchema(group: TextTokenGroup, key: string, value: string): boolean {
  const groupSchema = ThemeTokensSchema.properties[group] as { properties: Record<string, unknown> };
  return followsSchema(groupSchema.properties[key], value);
}

/** A colour the schema accepts and the validator can read (channels in range). */
export function colorIsValid(value: string): boolean {
  const colors = ThemeTokensSchema.properties.colors as { properties: Record<string, unknown> };
  return followsSchema(colors.properties.text, value) && parseCssColor(value) !== null;
}

/** The colour as the native picker's #rrggbb, or null when it does not parse. */
export function pickerHex(value: string): string | null {
  const color = parseCssColor(value);
  if (color === null) return null;
  const channels = [color.red, color.green, color.blue];
  return `#${channels.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}

/**
 * What a pick from the native picker (opaque #rrggbb) writes: the hex itself, or an rgba() keeping the token's
 * translucency (the overlay's scrim stays a scrim).
 */
export function pickedColor(picked: string, previous: string): string {
  const alpha = parseCssColor(previous)?.alpha ?? 1;
  const color = parseCssColor(picked);
  if (alpha >= 1 || color === null) return picked;
  return `rgba(${color.red}, ${color.green}, ${color.blue}, ${alpha})`;
}
