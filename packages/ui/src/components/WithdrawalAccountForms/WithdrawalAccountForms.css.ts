import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { stack, surface } from '../Layout/layout.css.ts';

export const form = style([surface(), stack({ gap: 'medium' })]);

export const notice = style({
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
});

export const serverError = style({
  margin: 0,
  color: vars.colors.negative,
  fontSize: vars.typography.fontSizeSmall,
});
