import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { navBarBlockSize } from '../AppShell/AppShell.css.ts';

/**
 * The stage is the screen under the nav bar, inside the page's padding (AppShell's `main`), and no taller: what
 * sits above the frame (a prompt about the game) takes its height from the frame, not from the page. A page taller
 * than the screen scrolled the frame up and down under the member's finger: Chromium routes a tap into an
 * out-of-process frame (a sandboxed venue is one) by where it was last painted, so a tap on a button above the
 * frame, just after the page scrolled it back into view, went to the game instead and did nothing.
 */
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.medium,
  flex: 1,
  minHeight: `calc(100dvh - ${navBarBlockSize} - 2 * ${vars.spacing.large})`,
});

/** The frame and what covers it; a game stays playable however tall what sits above it is. */
export const frameArea = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: '50dvh',
});

export const frame = style({ flex: 1, width: '100%', border: 0, backgroundColor: vars.colors.background });

/** Covers the frame until its document has loaded, so the member never stares at a blank box. */
export const loading = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing.medium,
  backgroundColor: vars.colors.background,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeBody,
});

export const notice = style({ position: 'absolute', insetBlockStart: 0, insetInline: 0, zIndex: 1 });
