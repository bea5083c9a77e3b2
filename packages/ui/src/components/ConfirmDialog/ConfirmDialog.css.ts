import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const remindOption = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing.small,
  minHeight: vars.controlHeight,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  cursor: 'pointer',
});

export const checkbox = style({
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: vars.colors.brand,
});
