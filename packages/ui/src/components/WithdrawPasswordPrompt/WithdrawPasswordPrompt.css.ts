import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const prompt = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.spacing.small,
  padding: vars.spacing.large,
  borderRadius: vars.radii.large,
  borderTop: `4px solid ${vars.colors.warning}`,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  boxShadow: vars.shadows.card,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSizeBody,
  lineHeight: vars.typography.lineHeight,
  textAlign: 'center',
});

export const icon = style({ width: '40px', height: '40px', fill: vars.colors.warning });

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSizeTitle,
  fontWeight: vars.typography.weightBold,
});

export const message = style({ margin: 0, color: vars.colors.text });

export const actions = style({ display: 'grid', gap: vars.spacing.xsmall, width: '100%' });
