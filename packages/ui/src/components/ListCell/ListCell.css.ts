import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.xsmall });

export const groupTitle = style({
  margin: 0,
  paddingInline: vars.spacing.medium,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  fontWeight: vars.typography.weightRegular,
});

export const groupFooter = style({
  margin: 0,
  paddingInline: vars.spacing.medium,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  backgroundColor: vars.colors.surface,
  borderRadius: vars.radii.medium,
  boxShadow: vars.shadows.card,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.colors.border}` } },
});

export const cell = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.spacing.medium,
    width: '100%',
    minHeight: vars.controlHeight,
    padding: `${vars.spacing.small} ${vars.spacing.medium}`,
    border: 0,
    background: 'transparent',
    color: vars.colors.text,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
  },
  variants: {
    interactive: {
      true: {
        cursor: 'pointer',
        selectors: {
          '&:active': { backgroundColor: vars.colors.surfaceMuted },
          '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.5 },
        },
      },
      false: {},
    },
  },
  defaultVariants: { interactive: false },
});

export const icon = style({ display: 'flex', flexShrink: 0, color: vars.colors.brand });

export const text = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const title = style({ overflowWrap: 'anywhere' });

export const description = style({ color: vars.colors.textMuted, fontSize: vars.typography.fontSizeSmall });

// A value longer than half the row wraps instead of being cut: it is data the member came to read (an amount, a
// progress "12,000.00 / 25,000.00", an account), and longer languages lengthen the words around it.
export const value = style({
  flexShrink: 0,
  maxWidth: '50%',
  color: vars.colors.textMuted,
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

export const chevron = style({ flexShrink: 0, width: '16px', height: '16px', color: vars.colors.textMuted });
