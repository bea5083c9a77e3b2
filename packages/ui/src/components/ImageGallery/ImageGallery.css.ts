import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

/** A picture still on its way: the empty tile breathes, unless the member asked for less motion. */
export const loadingTile = style({
  display: 'block',
  width: '100%',
  height: '100%',
  background: vars.colors.surfaceMuted,
  '@media': {
    '(prefers-reduced-motion: no-preference)': { animation: `${pulse} 1.4s ease-in-out infinite` },
  },
});
