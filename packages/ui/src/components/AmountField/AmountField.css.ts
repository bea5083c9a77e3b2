import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const currencySymbol = style({
  color: vars.colors.text,
  fontWeight: vars.typography.weightBold,
});

export const capitalAmount = style({
  margin: 0,
  color: vars.colors.text,
  fontSize: vars.typography.fontSizeSmall,
  overflowWrap: 'anywhere',
});

export const capitalAmountLabel = style({
  color: vars.colors.textMuted,
  marginInlineEnd: vars.spacing.xxsmall,
});

export const quickAmounts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))',
  gap: vars.spacing.xsmall,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const quickAmount = recipe({
  base: {
    minHeight: vars.controlHeight,
    paddingInline: vars.spacing.xsmall,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: vars.radii.small,
    fontSize: vars.typography.fontSizeBody,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.colors.brand}`, outlineOffset: '2px' },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
  variants: {
    selected: {
      true: { background: vars.colors.brand, color: vars.colors.onBrand, borderColor: vars.colors.brand },
      false: { background: vars.colors.surface, color: vars.colors.text },
    },
  },
  defaultVariants: { selected: false },
});
