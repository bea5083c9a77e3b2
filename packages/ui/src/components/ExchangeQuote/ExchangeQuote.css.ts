import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const quote = style({
  display: 'grid',
  gap: vars.spacing.small,
  padding: vars.spacing.medium,
  borderRadius: vars.radii.medium,
  border: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.typography.fontSizeBody,
  lineHeight: vars.typography.lineHeight,
});

export const rows = style({ display: 'grid', gap: vars.spacing.xsmall, margin: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  columnGap: vars.spacing.small,
});

export const label = style({ color: vars.colors.textMuted });

export const value = style({ margin: 0, textAlign: 'end' });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.spacing.xsmall,
  fontSize: vars.typography.fontSizeSmall,
  color: vars.colors.textMuted,
});

export const stale = style({ margin: 0, color: vars.colors.text, fontWeight: vars.typography.weightBold });
