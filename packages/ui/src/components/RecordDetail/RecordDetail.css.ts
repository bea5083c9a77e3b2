import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { stack, surface } from '../Layout/layout.css.ts';

export const detail = style([surface(), stack({ gap: 'medium' })]);

export const header = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.spacing.xsmall,
  textAlign: 'center',
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSizeBody,
  fontWeight: vars.typography.weightRegular,
  color: vars.colors.textMuted,
});

export const rows = style({ display: 'grid', margin: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(5em, auto) 1fr',
  alignItems: 'center',
  gap: vars.spacing.small,
  minHeight: vars.controlHeight,
  borderTop: `1px solid ${vars.colors.border}`,
});

export const label = style({ color: vars.colors.textMuted });

export const value = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.spacing.xsmall,
  margin: 0,
  textAlign: 'end',
  overflowWrap: 'anywhere',
  minWidth: 0,
});

export const copy = style({
  flexShrink: 0,
  minHeight: vars.controlHeight,
  paddingInline: vars.spacing.small,
  border: 'none',
  background: 'none',
  color: vars.colors.link,
  fontSize: vars.typography.fontSizeSmall,
  cursor: 'pointer',
});

export const outcome = style({
  margin: 0,
  minHeight: '1lh',
  textAlign: 'center',
  fontSize: vars.typography.fontSizeSmall,
});

export const placeholder = style({
  height: '220px',
  borderRadius: vars.radii.medium,
  backgroundColor: vars.colors.surfaceMuted,
});

export const error = style({
  margin: 0,
  padding: vars.spacing.large,
  textAlign: 'center',
  color: vars.colors.textMuted,
});
