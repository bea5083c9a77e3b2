import { keyframes } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.spacing.xsmall,
    minHeight: vars.controlHeight,
    minWidth: vars.controlHeight,
    paddingInline: vars.spacing.large,
    border: '1px solid transparent',
    borderRadius: vars.radii.medium,
    font: 'inherit',
    fontWeight: vars.typography.weightBold,
    cursor: 'pointer',
    textAlign: 'center',
    transition: 'opacity 120ms ease-out',
    selectors: {
      '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
      '&:active:not(:disabled)': { opacity: 0.8 },
    },
  },
  variants: {
    tone: {
      primary: { backgroundColor: vars.colors.brand, color: vars.colors.onBrand },
      accent: { backgroundColor: vars.colors.accent, color: vars.colors.onAccent },
      secondary: {
        backgroundColor: vars.colors.surface,
        color: vars.colors.text,
        borderColor: vars.colors.border,
      },
      ghost: { backgroundColor: 'transparent', color: vars.colors.link },
      danger: { backgroundColor: vars.colors.negative, color: vars.colors.onBrand },
    },
    block: { true: { display: 'flex', width: '100%' }, false: {} },
  },
  defaultVariants: { tone: 'primary', block: false },
});

export const spinner = recipe({
  base: {
    width: '1em',
    height: '1em',
    borderRadius: '50%',
    border: '2px solid currentColor',
    borderInlineEndColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
  },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
