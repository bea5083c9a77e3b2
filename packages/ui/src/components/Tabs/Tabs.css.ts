import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

// A grid item (a page's Stack) is as wide as its content's minimum unless told otherwise: without this, the strip's
// tabs, which scroll inside it, would set the page's width and push the panel past a phone's edge.
export const root = style({ minWidth: 0 });

export const tabList = recipe({
  base: {
    display: 'flex',
    gap: vars.spacing.xsmall,
    overflowX: 'auto',
    scrollbarWidth: 'none',
    // Scroll one tab at a time on touch; keeps the selected tab from being half hidden.
    scrollSnapType: 'x proximity',
  },
  variants: {
    appearance: {
      line: { borderBottom: `1px solid ${vars.colors.border}` },
      pill: {
        padding: vars.spacing.xxsmall,
        backgroundColor: vars.colors.surfaceMuted,
        borderRadius: vars.radii.pill,
      },
    },
  },
  defaultVariants: { appearance: 'line' },
});

export const tab = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.spacing.xsmall,
    flexShrink: 0,
    minHeight: vars.controlHeight,
    paddingInline: vars.spacing.medium,
    border: 0,
    background: 'transparent',
    color: vars.colors.textMuted,
    font: 'inherit',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    scrollSnapAlign: 'start',
    selectors: {
      '&[aria-selected="true"]': { color: vars.colors.text, fontWeight: vars.typography.weightBold },
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
    },
  },
  variants: {
    appearance: {
      line: {
        borderBottom: '2px solid transparent',
        selectors: { '&[aria-selected="true"]': { borderBottomColor: vars.colors.brand } },
      },
      pill: {
        flex: 1,
        justifyContent: 'center',
        borderRadius: vars.radii.pill,
        selectors: {
          '&[aria-selected="true"]': { backgroundColor: vars.colors.brand, color: vars.colors.onBrand },
        },
      },
    },
  },
  defaultVariants: { appearance: 'line' },
});

export const panel = style({ paddingBlock: vars.spacing.medium });
