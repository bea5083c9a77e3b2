import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.spacing.large, paddingBlock: vars.spacing.large });

export const failure = style({ margin: 0, color: vars.colors.negative });

export const link = style({
  justifySelf: 'center',
  color: vars.colors.link,
  paddingBlock: vars.spacing.small,
});
