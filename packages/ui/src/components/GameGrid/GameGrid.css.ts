import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Tiles per row when a site fixes it; otherwise as many 96px tiles as fit. */
export const columnsVar = createVar();

export const grid = style({
  display: 'grid',
  gridTemplateColumns: fallbackVar(columnsVar, 'repeat(auto-fill, minmax(96px, 1fr))'),
  gap: vars.spacing.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const message = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.spacing.small,
  padding: vars.spacing.xlarge,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeBody,
  textAlign: 'center',
});
