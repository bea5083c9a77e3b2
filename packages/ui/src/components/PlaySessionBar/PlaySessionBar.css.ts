import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const bar = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.spacing.medium,
  minHeight: vars.controlHeight,
  paddingInline: vars.spacing.large,
  paddingBlock: vars.spacing.xsmall,
  backgroundColor: vars.colors.surface,
  borderBlockEnd: `1px solid ${vars.colors.border}`,
  color: vars.colors.text,
  fontSize: vars.typography.fontSizeSmall,
  lineHeight: vars.typography.lineHeight,
});

export const figure = style({
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.spacing.xsmall,
  whiteSpace: 'nowrap',
});

export const term = style({ color: vars.colors.textMuted });

export const value = style({ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: 600 });
