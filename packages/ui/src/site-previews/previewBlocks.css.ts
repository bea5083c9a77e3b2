import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';

export const page = style({
  display: 'grid',
  gap: vars.spacing.medium,
  maxWidth: '430px',
  marginInline: 'auto',
  padding: vars.spacing.small,
  backgroundColor: vars.colors.background,
  color: vars.colors.text,
  fontFamily: vars.typography.fontFamily,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.controlHeight,
});

export const quickActions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, 1fr)',
  gap: vars.spacing.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const quickAction = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.spacing.xxsmall,
  width: '100%',
  minHeight: vars.controlHeight,
  padding: vars.spacing.xsmall,
  border: 'none',
  borderRadius: vars.radii.medium,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontFamily: 'inherit',
  fontSize: vars.typography.fontSizeSmall,
  cursor: 'pointer',
});

export const quickActionIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radii.pill,
  backgroundColor: vars.colors.brand,
  color: vars.colors.onBrand,
  fontWeight: vars.typography.weightBold,
});

export const lobby = style({ display: 'grid', gap: vars.spacing.small });

export const sidebarLobby = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: vars.spacing.small,
});

export const appBanner = style({
  display: 'grid',
  gap: vars.spacing.xsmall,
  borderRadius: vars.radii.large,
  overflow: 'hidden',
  backgroundColor: vars.colors.surface,
});

export const appBannerImage = style({ display: 'block', width: '100%', height: 'auto' });

export const appBannerLinks = style({
  display: 'flex',
  gap: vars.spacing.xsmall,
  padding: vars.spacing.small,
});

export const appBannerLink = style({
  flex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.controlHeight,
  borderRadius: vars.radii.pill,
  backgroundColor: vars.colors.brand,
  color: vars.colors.onBrand,
  fontWeight: vars.typography.weightBold,
  textDecoration: 'none',
});

export const footer = style({
  display: 'grid',
  gap: vars.spacing.xsmall,
  padding: vars.spacing.medium,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  textAlign: 'center',
});

export const footerText = style({ margin: 0 });

export const ageMark = style({
  justifySelf: 'center',
  padding: `${vars.spacing.xxsmall} ${vars.spacing.xsmall}`,
  border: `2px solid ${vars.colors.negative}`,
  borderRadius: vars.radii.pill,
  color: vars.colors.text,
  fontWeight: vars.typography.weightBold,
});
