import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const section = style({
  display: 'grid',
  gap: vars.spacing.small,
  lineHeight: vars.typography.lineHeight,
  color: vars.colors.text,
});

export const heading = style({
  margin: 0,
  fontSize: vars.typography.fontSizeTitle,
  fontWeight: vars.typography.weightBold,
});

export const list = style({
  display: 'grid',
  gap: vars.spacing.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radii.large,
  backgroundColor: vars.colors.surface,
  boxShadow: vars.shadows.card,
  color: 'inherit',
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.colors.brand}`, outlineOffset: '2px' },
});

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  backgroundColor: vars.colors.surfaceMuted,
});

export const body = style({
  display: 'grid',
  gap: vars.spacing.xxsmall,
  minHeight: vars.controlHeight,
  padding: vars.spacing.small,
});

export const title = style({
  fontSize: vars.typography.fontSizeBody,
  fontWeight: vars.typography.weightBold,
  overflowWrap: 'anywhere',
});

export const period = style({
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
});

export const placeholderCard = style({
  display: 'grid',
  gap: vars.spacing.small,
  padding: vars.spacing.small,
  borderRadius: vars.radii.large,
  backgroundColor: vars.colors.surface,
});

export const empty = style({
  margin: 0,
  padding: vars.spacing.large,
  borderRadius: vars.radii.large,
  backgroundColor: vars.colors.surface,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeBody,
  textAlign: 'center',
});
