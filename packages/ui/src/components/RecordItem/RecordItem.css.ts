import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { listRow } from '../Layout/layout.css.ts';

export const item = style([listRow, { gridTemplateColumns: '1fr auto', alignItems: 'center' }]);

export const title = style({ fontWeight: vars.typography.weightBold, overflowWrap: 'anywhere' });

export const secondary = style({
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  overflowWrap: 'anywhere',
});

export const end = style({ display: 'grid', justifyItems: 'end', gap: vars.spacing.xxsmall });
