import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { safeAreaVars, vars } from '../../theme/contract.css.ts';

const appear = keyframes({ from: { opacity: 0, transform: 'translateY(-8px)' }, to: { opacity: 1 } });

/** Where toasts stack: top centre, under the status bar, never blocking taps elsewhere. */
export const viewport = style({
  position: 'fixed',
  top: `calc(${safeAreaVars.top} + ${vars.spacing.xlarge})`,
  insetInline: vars.spacing.large,
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.small,
  pointerEvents: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.spacing.small,
    maxWidth: '100%',
    padding: `${vars.spacing.small} ${vars.spacing.large}`,
    borderRadius: vars.radii.medium,
    backgroundColor: vars.colors.text,
    color: vars.colors.background,
    boxShadow: vars.shadows.raised,
    fontSize: vars.typography.fontSizeBody,
    overflowWrap: 'anywhere',
    animation: `${appear} 150ms ease-out`,
  },
  variants: {
    tone: {
      info: {},
      positive: { borderInlineStart: `4px solid ${vars.colors.positive}` },
      negative: { borderInlineStart: `4px solid ${vars.colors.negative}` },
    },
  },
  defaultVariants: { tone: 'info' },
});
