import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.small,
  // The whole row is the touch target, not only the small box.
  minHeight: vars.controlHeight,
  color: vars.colors.text,
  fontSize: vars.typography.fontSizeBody,
  cursor: 'pointer',
});

export const rowDisabled = style({
  cursor: 'not-allowed',
  color: vars.colors.textMuted,
});

export const box = style({
  position: 'relative',
  flexShrink: 0,
  width: '22px',
  height: '22px',
});

export const input = style({
  appearance: 'none',
  display: 'block',
  width: '100%',
  height: '100%',
  margin: 0,
  border: `2px solid ${vars.colors.textMuted}`,
  borderRadius: vars.radii.small,
  background: vars.colors.surface,
  cursor: 'inherit',
  selectors: {
    '&:checked': { background: vars.colors.brand, borderColor: vars.colors.brand },
    '&[aria-invalid="true"]': { borderColor: vars.colors.negative },
    '&:focus-visible': { outline: `2px solid ${vars.colors.brand}`, outlineOffset: '2px' },
    '&:disabled': { background: vars.colors.surfaceMuted },
  },
});

export const checkMark = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  color: vars.colors.onBrand,
  pointerEvents: 'none',
  visibility: 'hidden',
  selectors: { [`${input}:checked + &`]: { visibility: 'visible' } },
});

export const messages = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xxsmall,
  // Line the hint up with the label text, past the box.
  paddingInlineStart: `calc(22px + ${vars.spacing.small})`,
});
