import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const card = style({
  display: 'grid',
  gap: vars.spacing.xsmall,
  width: '100%',
  minHeight: vars.controlHeight,
  padding: vars.spacing.small,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.medium,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  boxShadow: vars.shadows.card,
  fontSize: vars.typography.fontSizeSmall,
  lineHeight: vars.typography.lineHeight,
  textAlign: 'start',
  cursor: 'pointer',
});

export const meta = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.spacing.xsmall,
  color: vars.colors.textMuted,
});

export const teams = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'center',
  gap: vars.spacing.xsmall,
  fontSize: vars.typography.fontSizeBody,
  fontWeight: vars.typography.weightBold,
});

export const team = style({ overflowWrap: 'anywhere' });
export const awayTeam = style({ textAlign: 'end', overflowWrap: 'anywhere' });
export const versus = style({ color: vars.colors.textMuted, fontWeight: vars.typography.weightRegular });
