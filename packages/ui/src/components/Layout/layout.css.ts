import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const spacingScale = {
  xxsmall: vars.spacing.xxsmall,
  xsmall: vars.spacing.xsmall,
  small: vars.spacing.small,
  medium: vars.spacing.medium,
  large: vars.spacing.large,
} as const;

type SpacingStep = keyof typeof spacingScale;

const gapVariants = Object.fromEntries(
  Object.entries(spacingScale).map(([step, value]) => [step, { gap: value }]),
) as Record<SpacingStep, { gap: string }>;

/**
 * A panel or card: the site's surface colour, body text, padding and corner radius, optionally raised
 * with the card shadow and centred. Everything a page draws on the background sits on one of these.
 */
export const surface = recipe({
  base: {
    backgroundColor: vars.colors.surface,
    color: vars.colors.text,
    fontSize: vars.typography.fontSizeBody,
    lineHeight: vars.typography.lineHeight,
  },
  variants: {
    padding: {
      medium: { padding: vars.spacing.medium },
      large: { padding: vars.spacing.large },
    },
    radius: {
      medium: { borderRadius: vars.radii.medium },
      large: { borderRadius: vars.radii.large },
    },
    raised: { true: { boxShadow: vars.shadows.card }, false: {} },
    align: {
      start: {},
      center: { justifyItems: 'center', textAlign: 'center' },
    },
  },
  defaultVariants: { padding: 'medium', radius: 'medium', raised: false, align: 'start' },
});

export type SurfaceVariants = NonNullable<RecipeVariants<typeof surface>>;

/** Children one under another with a gap from the theme's spacing scale. */
export const stack = recipe({
  base: { display: 'grid' },
  variants: { gap: gapVariants },
  defaultVariants: { gap: 'medium' },
});

export type StackVariants = NonNullable<RecipeVariants<typeof stack>>;

/**
 * Children side by side: the first takes the room, the rest keep their size (a title and its action,
 * a label and its amount), centred on one line.
 */
export const row = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'center',
  },
  variants: { gap: gapVariants },
  defaultVariants: { gap: 'small' },
});

export type RowVariants = NonNullable<RecipeVariants<typeof row>>;

/**
 * A full-width pressable list row (a message, a record): at least a touch target tall, separated from
 * the next by a hairline. Components add their own column template.
 */
export const listRow = style({
  display: 'grid',
  columnGap: vars.spacing.small,
  rowGap: vars.spacing.xxsmall,
  width: '100%',
  minHeight: vars.controlHeight,
  padding: vars.spacing.medium,
  border: 'none',
  borderBottom: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.typography.fontSizeBody,
  lineHeight: vars.typography.lineHeight,
  textAlign: 'start',
  cursor: 'pointer',
});

/** A centred column for a whole-area state (empty list, maintenance): icon, message and action. */
export const centeredState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.medium,
  padding: `${vars.spacing.xlarge} ${vars.spacing.large}`,
  textAlign: 'center',
});

/** A 40 px round badge that holds an icon or a letter (quick actions, account kinds). */
export const roundIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '40px',
  height: '40px',
  borderRadius: vars.radii.pill,
});

/** A rounded progress track (tasks, VIP levels); the fill takes the brand or accent colour. */
export const progressBar = recipe({
  base: {
    appearance: 'none',
    border: 'none',
    borderRadius: vars.radii.pill,
    overflow: 'hidden',
    backgroundColor: vars.colors.surfaceMuted,
    selectors: {
      '&::-webkit-progress-bar': { backgroundColor: vars.colors.surfaceMuted },
      '&::-webkit-progress-value': { borderRadius: vars.radii.pill },
    },
  },
  variants: {
    fill: {
      brand: {
        selectors: {
          '&::-webkit-progress-value': { backgroundColor: vars.colors.brand },
          '&::-moz-progress-bar': { backgroundColor: vars.colors.brand },
        },
      },
      accent: {
        selectors: {
          '&::-webkit-progress-value': { backgroundColor: vars.colors.accent },
          '&::-moz-progress-bar': { backgroundColor: vars.colors.accent },
        },
      },
    },
    thickness: {
      thin: { height: vars.spacing.xsmall },
      regular: { height: vars.spacing.small },
    },
  },
  defaultVariants: { fill: 'brand', thickness: 'regular' },
});
