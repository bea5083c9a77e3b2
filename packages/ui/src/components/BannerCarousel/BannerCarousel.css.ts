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

// Between the step buttons, which sit in the bottom corners, so the row never covers them.
export const controls = style({
  position: 'absolute',
  insetInline: `calc(${vars.controlHeight} + ${vars.spacing.xsmall})`,
  bottom: vars.spacing.xsmall,
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

/**
 * In the bottom corners, where banner art rarely puts its title (vertically centred arrows covered it). Surface and
 * text are a pair every theme keeps legible (the site-config contrast rules), so the glyph reads on light and dark
 * themes alike; the raised shadow sets the button off the picture.
 */
export const stepButton = style({
  position: 'absolute',
  width: vars.controlHeight,
  height: vars.controlHeight,
  border: 'none',
  borderRadius: vars.radii.pill,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  boxShadow: vars.shadows.raised,
  fontSize: vars.typography.fontSizeTitle,
  lineHeight: 1,
  cursor: 'pointer',
});

export const previous = style({ insetInlineStart: vars.spacing.xsmall, bottom: vars.spacing.xsmall });
export const next = style({ insetInlineEnd: vars.spacing.xsmall, bottom: vars.spacing.xsmall });

export const empty = style({
  aspectRatio: '16 / 7',
  backgroundColor: vars.colors.surfaceMuted,
  borderRadius: vars.radii.large,
});

// On a surface chip, like the step buttons: legible over any picture in every theme.
export const pauseGlyph = style({
  paddingBlock: '2px',
  paddingInline: vars.spacing.xxsmall,
  borderRadius: vars.radii.pill,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.typography.fontSizeSmall,
});
