import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { progressBar } from '../Layout/layout.css.ts';

export const card = style({
  display: 'grid',
  gap: vars.spacing.small,
  padding: vars.spacing.medium,
  borderRadius: vars.radii.large,
  backgroundColor: vars.colors.brand,
  color: vars.colors.onBrand,
  boxShadow: vars.shadows.card,
  fontSize: vars.typography.fontSizeBody,
  lineHeight: vars.typography.lineHeight,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.spacing.small,
});

export const level = style({
  margin: 0,
  fontSize: vars.typography.fontSizeDisplay,
  fontWeight: vars.typography.weightBold,
});

export const levelName = style({
  fontSize: vars.typography.fontSizeBody,
  fontWeight: vars.typography.weightRegular,
});

export const progress = style([progressBar({ fill: 'accent', thickness: 'regular' }), { width: '100%' }]);

export const progressText = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.spacing.xsmall,
  fontSize: vars.typography.fontSizeSmall,
});

export const action = style({
  minHeight: vars.controlHeight,
  paddingInline: vars.spacing.medium,
  border: 'none',
  borderRadius: vars.radii.pill,
  backgroundColor: vars.colors.accent,
  color: vars.colors.onAccent,
  fontSize: vars.typography.fontSizeBody,
  fontWeight: vars.typography.weightBold,
  cursor: 'pointer',
  ':focus-visible': { outline: `3px solid ${vars.colors.onBrand}`, outlineOffset: '2px' },
});

export const loadingBlock = style({
  height: '120px',
  borderRadius: vars.radii.large,
  backgroundColor: vars.colors.surfaceMuted,
});
