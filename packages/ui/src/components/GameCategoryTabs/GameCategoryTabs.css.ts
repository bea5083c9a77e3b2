import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const list = recipe({
  base: { display: 'flex', gap: vars.spacing.xsmall, scrollbarWidth: 'none', padding: vars.spacing.xxsmall },
  variants: {
    orientation: {
      horizontal: { overflowX: 'auto' },
      vertical: { flexDirection: 'column', overflowY: 'auto' },
    },
  },
});

export const tab = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.xxsmall,
  flex: '0 0 auto',
  minWidth: '64px',
  minHeight: vars.controlHeight,
  padding: vars.spacing.xsmall,
  border: 'none',
  borderRadius: vars.radii.medium,
  backgroundColor: 'transparent',
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  lineHeight: vars.typography.lineHeight,
  cursor: 'pointer',
  selectors: {
    '&[aria-selected="true"]': {
      backgroundColor: vars.colors.brand,
      color: vars.colors.onBrand,
      fontWeight: vars.typography.weightBold,
    },
  },
});

export const icon = style({ width: '28px', height: '28px', objectFit: 'contain' });

export const loadingTab = style({ backgroundColor: vars.colors.surfaceMuted, cursor: 'default' });
