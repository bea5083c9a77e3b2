import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minWidth: '18px',
    height: '18px',
    paddingInline: vars.spacing.xsmall,
    borderRadius: vars.radii.pill,
    fontSize: vars.typography.fontSizeSmall,
    fontWeight: vars.typography.weightBold,
    lineHeight: 1,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    tone: {
      brand: { backgroundColor: vars.colors.brand, color: vars.colors.onBrand },
      accent: { backgroundColor: vars.colors.accent, color: vars.colors.onAccent },
      negative: { backgroundColor: vars.colors.negative, color: vars.colors.onBrand },
      positive: { backgroundColor: vars.colors.positive, color: vars.colors.onBrand },
      warning: { backgroundColor: vars.colors.warning, color: vars.colors.onBrand },
      info: { backgroundColor: vars.colors.info, color: vars.colors.onBrand },
      neutral: { backgroundColor: vars.colors.surfaceMuted, color: vars.colors.text },
    },
    shape: {
      pill: {},
      dot: { minWidth: '8px', width: '8px', height: '8px', padding: 0 },
    },
  },
  defaultVariants: { tone: 'negative', shape: 'pill' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
