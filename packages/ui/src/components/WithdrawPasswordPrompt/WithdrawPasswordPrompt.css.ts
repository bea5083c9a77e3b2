import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { stack, surface } from '../Layout/layout.css.ts';

export const prompt = style([
  surface({ padding: 'large', radius: 'large', raised: true, align: 'center' }),
  stack({ gap: 'small' }),
  { borderTop: `4px solid ${vars.colors.warning}` },
]);

export const icon = style({ width: '40px', height: '40px', fill: vars.colors.warning });
