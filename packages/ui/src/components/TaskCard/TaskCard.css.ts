import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { progressBar, row, surface } from '../Layout/layout.css.ts';

export const card = recipe({
  base: [surface({ raised: true }), row({ gap: 'small' })],
  variants: {
    state: {
      inProgress: {},
      claimable: { outline: `2px solid ${vars.colors.accent}` },
      claimed: {},
      // Expired keeps the surface (tone colours are only guaranteed legible on it) and loses its shadow.
      expired: { boxShadow: 'none', outline: `1px dashed ${vars.colors.border}` },
    },
  },
});

export const body = style({ display: 'grid', gap: vars.spacing.xsmall, minWidth: 0 });

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSizeBody,
  fontWeight: vars.typography.weightBold,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  overflowWrap: 'anywhere',
});

export const reward = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.spacing.xsmall,
  fontSize: vars.typography.fontSizeSmall,
});

export const progressRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.spacing.xsmall,
  fontSize: vars.typography.fontSizeSmall,
  color: vars.colors.textMuted,
});

export const progress = style([progressBar({ fill: 'brand', thickness: 'thin' }), { flex: 1 }]);

export const error = style({
  gridColumn: '1 / -1',
  margin: 0,
  color: vars.colors.negative,
  fontSize: vars.typography.fontSizeSmall,
});
