import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

// The categories keep their own width (an icon and a short name); the games take the rest. `minmax(0, 1fr)` lets
// the grid shrink to what is left instead of pushing the page wider.
export const lobby = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  gap: vars.spacing.small,
});

// The category column stays in view while the games scroll past it, and scrolls itself when the categories are
// more than a screen holds.
export const sidebar = style({
  position: 'sticky',
  top: 0,
  maxHeight: '100dvh',
  overflowY: 'auto',
  scrollbarWidth: 'none',
});
