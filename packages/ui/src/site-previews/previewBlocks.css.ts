import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const page = style({
  display: 'grid',
  gap: vars.spacing.medium,
  maxWidth: '430px',
  marginInline: 'auto',
  padding: vars.spacing.small,
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  fontFamily: vars.typography.fontFamily,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.controlHeight,
});
