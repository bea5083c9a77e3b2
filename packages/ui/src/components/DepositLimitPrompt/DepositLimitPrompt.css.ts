import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { stack, surface } from '../Layout/layout.css.ts';

export const prompt = style([
  surface({ padding: 'large', radius: 'large', raised: true }),
  stack({ gap: 'small' }),
  { borderTop: `4px solid ${vars.colors.brand}` },
]);
