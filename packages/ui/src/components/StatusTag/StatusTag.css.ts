import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    paddingInline: vars.spacing.xsmall,
    paddingBlock: vars.spacing.xxsmall,
    borderRadius: vars.radii.pill,
    borderStyle: 'solid',
    borderWidth: '1px',
    fontSize: vars.typography.fontSizeSmall,
    lineHeight: vars.typography.lineHeight,
    fontWeight: vars.typography.weightBold,
    whiteSpace: 'nowrap',
    backgroundColor: vars.colors.surface,
  },
  variants: {
    // Text stays in the readable text colour; the tone shows in the border so contrast holds in every theme.
    tone: {
      neutral: { borderColor: vars.colors.border, color: vars.colors.textMuted },
      positive: { borderColor: vars.colors.positive, color: vars.colors.text },
      negative: { borderColor: vars.colors.negative, color: vars.colors.text },
      warning: { borderColor: vars.colors.warning, color: vars.colors.text },
      info: { borderColor: vars.colors.info, color: vars.colors.text },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
