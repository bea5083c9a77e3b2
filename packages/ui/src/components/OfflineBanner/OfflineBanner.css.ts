import { style } from '@vanilla-extract/css';
import { safeAreaVars, vars } from '../../theme/contract.css.ts';

export const banner = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.small,
  minHeight: vars.controlHeight,
  paddingTop: safeAreaVars.top,
  paddingInline: vars.spacing.large,
  backgroundColor: vars.colors.text,
  color: vars.colors.background,
  fontSize: vars.typography.fontSizeSmall,
});
