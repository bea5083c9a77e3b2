import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.spacing.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.xsmall,
  fontWeight: vars.typography.weightBold,
});
