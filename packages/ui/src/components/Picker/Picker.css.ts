import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.spacing.small,
  width: '100%',
  minHeight: vars.controlHeight,
  paddingInline: vars.spacing.medium,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.medium,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed', backgroundColor: vars.colors.surfaceMuted } },
});

export const triggerLabel = style({ color: vars.colors.textMuted, flexShrink: 0 });

export const triggerValue = style({
  flex: 1,
  textAlign: 'end',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const placeholder = style({ color: vars.colors.textMuted });

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  border: 0,
  maxHeight: '50dvh',
  overflowY: 'auto',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.medium,
  minHeight: vars.controlHeight,
  paddingInline: vars.spacing.small,
  borderBottom: `1px solid ${vars.colors.border}`,
  cursor: 'pointer',
});

globalStyle(`${option}:has(input:checked)`, {
  color: vars.colors.brand,
  fontWeight: vars.typography.weightBold,
});

export const optionText = style({ display: 'flex', flexDirection: 'column', flex: 1 });

export const optionDescription = style({
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  fontWeight: vars.typography.weightRegular,
});

export const radio = style({ width: '18px', height: '18px', margin: 0, accentColor: vars.colors.brand });

export const empty = style({
  margin: 0,
  padding: vars.spacing.xlarge,
  textAlign: 'center',
  color: vars.colors.textMuted,
});
