import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.spacing.xlarge,
  fontFamily: vars.typography.fontFamily,
  color: vars.colors.text,
  backgroundColor: vars.colors.background,
});

export const panel = style({
  display: 'grid',
  gap: vars.spacing.medium,
  maxWidth: '22rem',
  padding: vars.spacing.xlarge,
  borderRadius: vars.radii.large,
  backgroundColor: vars.colors.surface,
  textAlign: 'center',
});

export const title = style({ margin: 0, fontSize: vars.typography.fontSizeTitle });
