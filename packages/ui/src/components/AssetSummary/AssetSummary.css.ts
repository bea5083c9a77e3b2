import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { stack, surface } from '../Layout/layout.css.ts';

export const summary = style([surface({ radius: 'large', raised: true }), stack({ gap: 'small' })]);

export const title = style({
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  fontWeight: vars.typography.weightRegular,
});

export const list = style({ display: 'grid', margin: 0 });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: vars.spacing.small,
  minHeight: vars.controlHeight,
  paddingBlock: vars.spacing.xsmall,
  borderTop: `1px solid ${vars.colors.border}`,
});

export const label = style({ color: vars.colors.textMuted });

export const value = style({ margin: 0, textAlign: 'end' });

export const placeholder = style({
  height: '160px',
  borderRadius: vars.radii.large,
  backgroundColor: vars.colors.surfaceMuted,
});

export const message = style({ margin: 0, color: vars.colors.textMuted, textAlign: 'center' });
