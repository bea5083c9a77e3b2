import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  columnGap: vars.spacing.small,
  rowGap: vars.spacing.xxsmall,
  width: '100%',
  minHeight: vars.controlHeight,
  padding: vars.spacing.medium,
  border: 'none',
  borderBottom: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSizeBody,
  lineHeight: vars.typography.lineHeight,
  textAlign: 'start',
  cursor: 'pointer',
});

export const title = style({ fontWeight: vars.typography.weightBold, overflowWrap: 'anywhere' });

export const secondary = style({
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  overflowWrap: 'anywhere',
});

export const end = style({ display: 'grid', justifyItems: 'end', gap: vars.spacing.xxsmall });
