import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const form = style({
  display: 'grid',
  gap: vars.spacing.medium,
  padding: vars.spacing.medium,
  borderRadius: vars.radii.medium,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSizeBody,
});

export const notice = style({
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
});

export const serverError = style({
  margin: 0,
  color: vars.colors.negative,
  fontSize: vars.typography.fontSizeSmall,
});
