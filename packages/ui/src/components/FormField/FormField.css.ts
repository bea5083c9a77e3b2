import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xsmall,
  minWidth: 0,
  lineHeight: vars.typography.lineHeight,
});

export const label = style({
  color: vars.colors.text,
  fontSize: vars.typography.fontSizeBody,
  fontWeight: vars.typography.weightBold,
});

export const requiredMark = style({
  color: vars.colors.negative,
  marginInlineStart: vars.spacing.xxsmall,
});

export const description = style({
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
});

export const message = style({
  margin: 0,
  color: vars.colors.negative,
  fontSize: vars.typography.fontSizeSmall,
  fontWeight: vars.typography.weightBold,
});

/** The bordered box around an input and its adornments (prefix, reveal toggle, send button). */
export const controlFrame = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.spacing.xsmall,
    minHeight: vars.controlHeight,
    paddingInline: vars.spacing.small,
    boxSizing: 'border-box',
    background: vars.colors.surface,
    color: vars.colors.text,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: vars.radii.medium,
    selectors: {
      // A ring drawn with box-shadow follows the rounded corners exactly (outline corners anti-alias unevenly).
      '&:focus-within': { borderColor: vars.colors.brand, boxShadow: `0 0 0 1px ${vars.colors.brand}` },
    },
  },
  variants: {
    invalid: {
      true: { borderColor: vars.colors.negative },
      false: {},
    },
    disabled: {
      true: { background: vars.colors.surfaceMuted, cursor: 'not-allowed' },
      false: {},
    },
  },
  defaultVariants: { invalid: false, disabled: false },
});

export type ControlFrameVariants = NonNullable<RecipeVariants<typeof controlFrame>>;

export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  // Over the frame's 1px border, so the input itself is the full control height (the touch target).
  marginBlock: '-1px',
  marginInline: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  // Below 16px iOS Safari zooms the page when the input takes focus.
  fontSize: `max(16px, ${vars.typography.fontSizeBody})`,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.colors.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed', color: vars.colors.textMuted },
  },
});

/**
 * A button forming the end of the control frame (reveal password, send code): it spans the frame's
 * full height and reaches its end edge, so its touch target is the whole control height.
 */
export const inlineButton = recipe({
  base: {
    flexShrink: 0,
    alignSelf: 'stretch',
    marginBlock: '-1px',
    marginInlineEnd: `calc(-1 * ${vars.spacing.small} - 1px)`,
    minWidth: vars.controlHeight,
    paddingInline: vars.spacing.small,
    border: 0,
    borderRadius: 0,
    borderStartEndRadius: vars.radii.medium,
    borderEndEndRadius: vars.radii.medium,
    fontSize: vars.typography.fontSizeSmall,
    fontWeight: vars.typography.weightBold,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.colors.brand}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      brand: {
        background: vars.colors.brand,
        color: vars.colors.onBrand,
        selectors: { '&:disabled': { background: vars.colors.surfaceMuted, color: vars.colors.textMuted } },
      },
      quiet: { background: 'transparent', color: vars.colors.text },
    },
  },
  defaultVariants: { tone: 'quiet' },
});
