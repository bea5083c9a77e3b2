import { style } from '@vanilla-extract/css';

/** Keeps the button from changing width as the seconds count down. */
export const sendButtonText = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
