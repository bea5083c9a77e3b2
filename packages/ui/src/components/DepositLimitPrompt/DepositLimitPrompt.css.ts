import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { stack, surface } from '../Layout/layout.css.ts';

export const prompt = style([
  surface({ padding: 'large', radius: 'large', raised: true }),
  stack({ gap: 'small' }),
  { borderTop: `4px solid ${vars.colors.brand}` },
]);

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSizeTitle,
  fontWeight: vars.typography.weightBold,
});

export const message = style({ margin: 0, color: vars.colors.text });

export const actions = style({ display: 'grid', gap: vars.spacing.xsmall, width: '100%' });
