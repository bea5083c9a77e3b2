import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radii.pill,
    backgroundColor: vars.colors.surfaceMuted,
    color: vars.colors.textMuted,
    borderStyle: 'solid',
    borderWidth: '2px',
    borderColor: vars.colors.border,
  },
  variants: {
    size: {
      small: { width: '32px', height: '32px' },
      medium: { width: '48px', height: '48px' },
      large: { width: '72px', height: '72px' },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const silhouette = style({ width: '70%', height: '70%', fill: 'currentColor' });
