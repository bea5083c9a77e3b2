import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.spacing.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const tileShape = {
  position: 'relative',
  aspectRatio: '1',
  borderRadius: vars.radii.medium,
  overflow: 'hidden',
} as const;

export const preview = style({
  ...tileShape,
  background: vars.colors.surfaceMuted,
  border: `1px solid ${vars.colors.border}`,
});

export const previewImage = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** 44 px hit area in the corner; the visible dot inside it is smaller. */
export const removeButton = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  width: vars.controlHeight,
  height: vars.controlHeight,
  padding: vars.spacing.xxsmall,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.colors.brand}`, outlineOffset: '-2px' },
  },
});

export const removeDot = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  borderRadius: vars.radii.pill,
  background: vars.colors.overlay,
  color: vars.colors.onBrand,
});

export const addTile = recipe({
  base: {
    ...tileShape,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.spacing.xxsmall,
    boxSizing: 'border-box',
    minHeight: vars.controlHeight,
    border: `1px dashed ${vars.colors.textMuted}`,
    background: vars.colors.surface,
    color: vars.colors.text,
    fontSize: vars.typography.fontSizeSmall,
    cursor: 'pointer',
    selectors: {
      '&:focus-within': { outline: `2px solid ${vars.colors.brand}`, outlineOffset: '2px' },
    },
  },
  variants: {
    disabled: {
      true: { cursor: 'not-allowed', background: vars.colors.surfaceMuted },
      false: {},
    },
  },
  defaultVariants: { disabled: false },
});

export const plusIcon = style({
  width: '24px',
  height: '24px',
  color: vars.colors.textMuted,
});

export const count = style({
  color: vars.colors.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
