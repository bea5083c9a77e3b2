import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

/** The landing card, centred on a wide screen: logo, QR code, address, desktop link. */
export const landing = style({
  display: 'grid',
  gap: vars.spacing.large,
  justifyItems: 'center',
  alignContent: 'center',
  minHeight: '100vh',
  padding: vars.spacing.xlarge,
  textAlign: 'center',
  color: vars.colors.text,
  background: vars.colors.background,
});

export const address = style({
  color: vars.colors.textMuted,
  wordBreak: 'break-all',
});

export const desktopLink = style({
  color: vars.colors.link,
  fontWeight: vars.typography.weightBold,
});
