import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const frame = style({
  position: 'relative',
});

export const select = style({
  appearance: 'none',
  alignSelf: 'stretch',
  width: '100%',
  // Room for the chevron drawn over the end edge.
  paddingInlineEnd: '24px',
  cursor: 'pointer',
  selectors: {
    '&[data-placeholder="true"]': { color: vars.colors.textMuted },
  },
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.spacing.small,
  top: '50%',
  width: '14px',
  height: '14px',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.colors.textMuted,
});
