import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const figures = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto auto',
  justifyContent: 'space-between',
  rowGap: vars.spacing.small,
  columnGap: vars.spacing.large,
});

export const term = style({ color: vars.colors.textMuted });

export const value = style({
  margin: 0,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  fontWeight: 600,
});
