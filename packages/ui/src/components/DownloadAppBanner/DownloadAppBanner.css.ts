import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const banner = style({
  position: 'relative',
  display: 'grid',
  overflow: 'hidden',
  borderRadius: vars.radii.large,
  backgroundColor: vars.colors.surface,
  boxShadow: vars.shadows.card,
  color: vars.colors.text,
  lineHeight: vars.typography.lineHeight,
});

export const artwork = style({
  display: 'block',
  width: '100%',
  aspectRatio: '5 / 2',
  objectFit: 'cover',
  backgroundColor: vars.colors.surfaceMuted,
});

export const content = style({
  display: 'grid',
  gap: vars.spacing.small,
  padding: vars.spacing.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSizeTitle,
  fontWeight: vars.typography.weightBold,
});

export const tagline = style({
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.spacing.xsmall,
});

export const link = style({
  flex: '1 1 8em',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.controlHeight,
  paddingInline: vars.spacing.small,
  borderRadius: vars.radii.pill,
  backgroundColor: vars.colors.brand,
  color: vars.colors.onBrand,
  fontSize: vars.typography.fontSizeBody,
  fontWeight: vars.typography.weightBold,
  textAlign: 'center',
  textDecoration: 'none',
  ':focus-visible': { outline: `3px solid ${vars.colors.text}`, outlineOffset: '2px' },
});

export const dismiss = style({
  position: 'absolute',
  insetBlockStart: vars.spacing.xxsmall,
  insetInlineEnd: vars.spacing.xxsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.controlHeight,
  height: vars.controlHeight,
  border: 'none',
  borderRadius: vars.radii.pill,
  background: 'none',
  color: vars.colors.text,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.colors.brand}`, outlineOffset: '-3px' },
});

/** A disc behind the cross so it stays visible on any artwork. */
export const dismissDisc = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: vars.radii.pill,
  backgroundColor: vars.colors.surface,
  boxShadow: vars.shadows.raised,
});

export const dismissGlyph = style({
  width: '14px',
  height: '14px',
  stroke: 'currentColor',
  strokeWidth: 2.4,
  strokeLinecap: 'round',
});
