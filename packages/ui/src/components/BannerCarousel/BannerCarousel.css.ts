import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const carousel = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radii.large,
  backgroundColor: vars.colors.surfaceMuted,
  boxShadow: vars.shadows.card,
  touchAction: 'pan-y',
});

export const track = style({
  display: 'flex',
  transition: 'transform 300ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({ flex: '0 0 100%', aspectRatio: '16 / 7' });

export const slideButton = style({
  display: 'block',
  width: '100%',
  height: '100%',
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const controls = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing.xxsmall,
});

// The dot is small to look at but its button is a full touch target.
export const dotButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.controlHeight,
  height: vars.controlHeight,
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
});

export const dot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radii.pill,
  backgroundColor: vars.colors.surface,
  opacity: 0.6,
  boxShadow: `0 0 0 1px ${vars.colors.overlay}`,
  selectors: {
    '[aria-current="true"] > &': { width: '18px', opacity: 1, backgroundColor: vars.colors.brand },
  },
});

export const stepButton = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: vars.controlHeight,
  height: vars.controlHeight,
  border: 'none',
  borderRadius: vars.radii.pill,
  backgroundColor: vars.colors.overlay,
  color: vars.colors.onBrand,
  fontSize: vars.typography.fontSizeTitle,
  cursor: 'pointer',
});

export const previous = style({ insetInlineStart: vars.spacing.xsmall });
export const next = style({ insetInlineEnd: vars.spacing.xsmall });

export const empty = style({
  aspectRatio: '16 / 7',
  backgroundColor: vars.colors.surfaceMuted,
  borderRadius: vars.radii.large,
});

export const pauseGlyph = style({
  color: vars.colors.onBrand,
  fontSize: vars.typography.fontSizeSmall,
  textShadow: `0 0 2px ${vars.colors.overlay}`,
});
