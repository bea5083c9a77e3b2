import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const section = style({
  display: 'grid',
  gap: vars.spacing.small,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.spacing.small,
});

export const title = style({
  margin: 0,
  color: vars.colors.text,
  fontSize: vars.typography.fontSizeTitle,
  fontWeight: vars.typography.weightBold,
});

export const list = style({
  display: 'grid',
  gap: vars.spacing.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  margin: 0,
  padding: vars.spacing.medium,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeBody,
  textAlign: 'center',
});
