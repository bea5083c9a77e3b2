import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  position: 'relative',
  display: 'grid',
  gap: vars.spacing.xxsmall,
  width: '100%',
  padding: 0,
  border: 'none',
  borderRadius: vars.radii.medium,
  overflow: 'hidden',
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  boxShadow: vars.shadows.card,
  fontSize: vars.typography.fontSizeSmall,
  lineHeight: vars.typography.lineHeight,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: { '&[aria-disabled="true"]': { cursor: 'not-allowed' } },
});

export const image = style({
  display: 'block',
  width: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  backgroundColor: vars.colors.surfaceMuted,
  selectors: { '[aria-disabled="true"] > &': { filter: 'grayscale(1)' } },
});

export const name = style({
  paddingInline: vars.spacing.xxsmall,
  paddingBottom: vars.spacing.xsmall,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const badge = style({
  position: 'absolute',
  top: vars.spacing.xxsmall,
  insetInline: vars.spacing.xxsmall,
  display: 'flex',
  justifyContent: 'flex-end',
});

// A label longer than the tile ("Under maintenance" on a 3-column grid) wraps inside the tile
// instead of running past its clipped edge.
globalStyle(`${badge} > *`, {
  maxWidth: '100%',
  height: 'auto',
  minHeight: '18px',
  paddingBlock: '2px',
  whiteSpace: 'normal',
  lineHeight: 1.2,
  textAlign: 'center',
});
