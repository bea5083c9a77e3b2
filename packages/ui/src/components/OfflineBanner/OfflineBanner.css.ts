import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { navBarBlockSize } from '../AppShell/AppShell.css.ts';

/**
 * Fixed just under the nav bar (issue 21 item 15): the banner is mounted after the page, and in the flow it sat
 * below the tab bar, off-screen on every page taller than the window. Under the nav bar it is seen on every page
 * and leaves the back button and the title free; taps go through it to the page.
 */
export const banner = style({
  position: 'fixed',
  top: navBarBlockSize,
  insetInline: 0,
  zIndex: 50,
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.small,
  minHeight: vars.controlHeight,
  paddingInline: vars.spacing.large,
  backgroundColor: vars.colors.text,
  color: vars.colors.background,
  fontSize: vars.typography.fontSizeSmall,
  pointerEvents: 'none',
});
