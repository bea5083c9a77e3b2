import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const revealIcon = style({
  width: '22px',
  height: '22px',
  display: 'block',
  margin: '0 auto',
  color: vars.colors.textMuted,
});
