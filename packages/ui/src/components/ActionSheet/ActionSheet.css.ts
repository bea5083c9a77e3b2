import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radii.medium,
  overflow: 'hidden',
  backgroundColor: vars.colors.surfaceMuted,
  gap: '1px',
});

export const action = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    width: '100%',
    minHeight: vars.controlHeight,
    padding: vars.spacing.small,
    border: 0,
    backgroundColor: vars.colors.surface,
    font: 'inherit',
    fontSize: vars.typography.fontSizeTitle,
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed', color: vars.colors.textMuted } },
  },
  variants: {
    tone: {
      default: { color: vars.colors.text },
      destructive: { color: vars.colors.negative },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const actionDescription = style({
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
});
