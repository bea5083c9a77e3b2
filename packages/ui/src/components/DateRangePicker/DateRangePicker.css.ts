import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const fieldset = style({
  display: 'grid',
  gap: vars.spacing.xsmall,
  margin: 0,
  padding: 0,
  border: 'none',
  fontSize: vars.typography.fontSizeSmall,
  color: vars.colors.text,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.spacing.xsmall,
  fontSize: vars.typography.fontSizeBody,
  fontWeight: vars.typography.weightBold,
});

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.xsmall });

// The native radio stays for keyboard and screen readers; the chip after it shows its state and focus.
export const input = style({
  position: 'absolute',
  inset: 0,
  opacity: 0,
  margin: 0,
  outline: 'none',
  cursor: 'pointer',
});

export const option = style({ position: 'relative', display: 'inline-flex' });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.controlHeight,
  paddingInline: vars.spacing.medium,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.pill,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  cursor: 'pointer',
  selectors: {
    [`${input}:checked + &`]: {
      backgroundColor: vars.colors.brand,
      borderColor: vars.colors.brand,
      color: vars.colors.onBrand,
      fontWeight: vars.typography.weightBold,
    },
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.colors.info}`, outlineOffset: '2px' },
    [`${input}:disabled + &`]: {
      cursor: 'not-allowed',
      backgroundColor: vars.colors.surfaceMuted,
      color: vars.colors.textMuted,
    },
  },
});

export const range = style({ margin: 0, color: vars.colors.textMuted });
