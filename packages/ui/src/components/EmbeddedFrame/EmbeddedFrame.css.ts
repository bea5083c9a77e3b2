import { style } from '@vanilla-extract/css';
import { safeAreaVars, vars } from '../../theme/contract.css.ts';

/** The nav bar above the stage (AppShell's), without the status-bar inset. */
const navBarHeight = '48px';

/** The frame takes the whole stage under the nav bar; the loading cover and the notice sit over it. */
export const stage = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minHeight: `calc(100dvh - ${navBarHeight} - ${safeAreaVars.top})`,
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
