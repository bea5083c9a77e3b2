import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.medium,
  padding: vars.spacing.large,
  borderRadius: vars.radii.large,
  backgroundColor: vars.colors.brand,
  color: vars.colors.onBrand,
});

export const username = style({
  margin: 0,
  fontSize: vars.typography.fontSizeTitle,
  fontWeight: vars.typography.weightBold,
});

export const level = style({ margin: 0 });
