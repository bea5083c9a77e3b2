import { style } from '@vanilla-extract/css';
import { safeAreaVars, vars } from '../../theme/contract.css.ts';
import { navBarBlockSize } from '../AppShell/AppShell.css.ts';
import { viewport as toastViewport } from '../Toast/Toast.css.ts';

export const prompt = style({
  position: 'fixed',
  insetInline: vars.spacing.large,
  bottom: `calc(${safeAreaVars.bottom} + ${vars.spacing.xlarge} + 52px)`,
  zIndex: 150,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.small,
  padding: vars.spacing.large,
  borderRadius: vars.radii.large,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  boxShadow: vars.shadows.raised,
  border: `1px solid ${vars.colors.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSizeTitle,
  fontWeight: vars.typography.weightBold,
});

export const detail = style({ margin: 0, color: vars.colors.textMuted });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.spacing.small });

/** "Ready to work offline": where toasts stack, but under the nav bar, so the page's title and back stay in sight. */
export const offlineReadyNote = style([
  toastViewport,
  { top: `calc(${navBarBlockSize} + ${vars.spacing.small})` },
]);
