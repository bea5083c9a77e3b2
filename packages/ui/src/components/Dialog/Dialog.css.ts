import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { safeAreaVars, vars } from '../../theme/contract.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'translateY(0)' } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.colors.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  zIndex: 100,
});

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: 101,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.spacing.medium,
    maxHeight: '85dvh',
    overflowY: 'auto',
    backgroundColor: vars.colors.surface,
    color: vars.colors.text,
    boxShadow: vars.shadows.raised,
    ':focus': { outline: 'none' },
  },
  variants: {
    placement: {
      center: {
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        width: 'min(calc(100vw - 48px), 360px)',
        padding: vars.spacing.xlarge,
        borderRadius: vars.radii.large,
        animation: `${popIn} 150ms ease-out`,
      },
      bottom: {
        insetInline: 0,
        bottom: 0,
        paddingTop: vars.spacing.large,
        paddingInline: `max(${vars.spacing.large}, ${safeAreaVars.left})`,
        paddingBottom: `max(${vars.spacing.large}, ${safeAreaVars.bottom})`,
        borderStartStartRadius: vars.radii.large,
        borderStartEndRadius: vars.radii.large,
        animation: `${riseIn} 200ms ease-out`,
      },
    },
  },
  defaultVariants: { placement: 'center' },
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSizeTitle,
  fontWeight: vars.typography.weightBold,
  textAlign: 'center',
});

export const description = style({
  margin: 0,
  color: vars.colors.textMuted,
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

export const footer = style({
  display: 'flex',
  gap: vars.spacing.small,
});

// Footer buttons share the width equally.
globalStyle(`${footer} > *`, { flex: 1 });
