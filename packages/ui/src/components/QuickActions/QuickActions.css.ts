import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { roundIcon } from '../Layout/layout.css.ts';

/** Tiles per row, set by the component from the number of actions. */
export const columnsVar = createVar();

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(${columnsVar}, minmax(0, 1fr))`,
  gap: vars.spacing.xsmall,
  margin: 0,
  padding: vars.spacing.xsmall,
  listStyle: 'none',
  borderRadius: vars.radii.large,
  backgroundColor: vars.colors.surface,
  boxShadow: vars.shadows.card,
});

export const action = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing.xxsmall,
  width: '100%',
  height: '100%',
  minHeight: vars.controlHeight,
  minWidth: '44px',
  padding: vars.spacing.xsmall,
  border: 'none',
  borderRadius: vars.radii.medium,
  background: 'none',
  color: vars.colors.text,
  fontSize: vars.typography.fontSizeSmall,
  lineHeight: vars.typography.lineHeight,
  textAlign: 'center',
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  ':hover': { backgroundColor: vars.colors.surfaceMuted },
  ':focus-visible': { outline: `3px solid ${vars.colors.brand}`, outlineOffset: '-3px' },
});

export const icon = style([roundIcon, { backgroundColor: vars.colors.brand, color: vars.colors.onBrand }]);

export const glyph = style({
  width: '24px',
  height: '24px',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
