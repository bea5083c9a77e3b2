import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const notice = style({
  margin: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.small,
  minHeight: vars.controlHeight,
  paddingInline: vars.spacing.large,
  paddingBlock: vars.spacing.xsmall,
  backgroundColor: vars.colors.surface,
  borderBlockEnd: `2px solid ${vars.colors.warning}`,
  boxShadow: vars.shadows.raised,
  color: vars.colors.text,
  fontSize: vars.typography.fontSizeSmall,
  lineHeight: vars.typography.lineHeight,
});
