import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

export const panel = style({
  display: 'grid',
  gap: vars.spacing.small,
  justifyItems: 'center',
  padding: vars.spacing.large,
  borderRadius: vars.radii.medium,
  backgroundColor: vars.colors.surface,
  color: vars.colors.textMuted,
  textAlign: 'center',
});

export const message = style({ margin: 0 });
