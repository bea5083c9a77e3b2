import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.xsmall,
  minHeight: vars.controlHeight,
  paddingInline: vars.spacing.small,
  borderRadius: vars.radii.medium,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.typography.fontSizeSmall,
  lineHeight: vars.typography.lineHeight,
});

export const icon = style({ flexShrink: 0, width: '18px', height: '18px', fill: vars.colors.brand });

export const viewport = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  border: 'none',
  background: 'none',
  padding: 0,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  minHeight: vars.controlHeight,
  display: 'flex',
  alignItems: 'center',
});

const scroll = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(-100%)' },
});

/** The track standing still: one line, cut with an ellipsis where it would run past the bar. */
const stillTrack = {
  animationName: 'none',
  display: 'block',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '100%',
} as const;

export const track = style({
  display: 'inline-flex',
  gap: vars.spacing.xlarge,
  whiteSpace: 'nowrap',
  animationName: scroll,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  selectors: {
    [`${viewport}:hover &, ${viewport}:focus-visible &`]: { animationPlayState: 'paused' },
    // With motion off (member preference, tests, screenshots) the text stands still on its one line, cut with an
    // ellipsis: the bar keeps its height and its pause button stays beside the text.
    '[data-animations="off"] &': stillTrack,
  },
  '@media': { '(prefers-reduced-motion: reduce)': stillTrack },
});

/** Space between announcements when the track stands still (a block, which has no flex gap). */
globalStyle(`[data-animations="off"] ${track} > * + *`, { marginInlineStart: vars.spacing.xlarge });
globalStyle(`${track} > * + *`, {
  '@media': { '(prefers-reduced-motion: reduce)': { marginInlineStart: vars.spacing.xlarge } },
});

export const paused = style({ animationPlayState: 'paused' });

export const toggle = style({
  flexShrink: 0,
  minWidth: vars.controlHeight,
  minHeight: vars.controlHeight,
  border: 'none',
  borderRadius: vars.radii.small,
  background: 'none',
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  cursor: 'pointer',
});
