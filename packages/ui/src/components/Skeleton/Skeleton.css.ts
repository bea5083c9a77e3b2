import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.5 } });

export const block = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.colors.surfaceMuted,
    animation: `${pulse} 1.4s ease-in-out infinite`,
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radii.small },
      rect: { borderRadius: vars.radii.medium },
      circle: { borderRadius: '50%' },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.large });

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.spacing.medium });

export const rowText = style({ display: 'flex', flexDirection: 'column', gap: vars.spacing.small, flex: 1 });
