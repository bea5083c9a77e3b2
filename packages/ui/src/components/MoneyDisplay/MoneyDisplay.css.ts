import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** How many characters the display amount has (its sign and coin counted): set by MoneyDisplay. */
export const displayCharacters = createVar();

/**
 * A display amount is the theme's display size until it would not fit its box: a long balance (ten billion and
 * more) shrinks to the width of its container (`cqi`; the viewport when no ancestor is a size container) instead
 * of running past a card's edge. A bold tabular digit is about 0.62 em wide.
 */
const displayFontSize = `min(${vars.typography.fontSizeDisplay}, calc(100cqi / (${fallbackVar(displayCharacters, '1')} * 0.62)))`;

export const money = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'baseline',
    flexWrap: 'wrap',
    columnGap: vars.spacing.xsmall,
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.typography.lineHeight,
  },
  variants: {
    size: {
      small: { fontSize: vars.typography.fontSizeSmall },
      body: { fontSize: vars.typography.fontSizeBody },
      title: { fontSize: vars.typography.fontSizeTitle, fontWeight: vars.typography.weightBold },
      display: { fontSize: displayFontSize, fontWeight: vars.typography.weightBold },
    },
    tone: {
      neutral: { color: vars.colors.text },
      // On brand-coloured cards the amount takes the card's on-brand text colour.
      inherit: { color: 'inherit' },
      positive: { color: vars.colors.positive },
      negative: { color: vars.colors.negative },
    },
  },
  defaultVariants: { size: 'body', tone: 'neutral' },
});

export type MoneyVariants = NonNullable<RecipeVariants<typeof money>>;

// An amount never breaks inside itself ("1,234." / "56"); only the fiat equivalent may wrap below it.
export const amount = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing.xxsmall,
  whiteSpace: 'nowrap',
});

// The icon follows the text size so a coin icon never towers over small amounts.
export const currencyIcon = style({ width: '1em', height: '1em', objectFit: 'contain', flexShrink: 0 });

export const fiat = style({
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  fontWeight: vars.typography.weightRegular,
});

export const placeholder = style({ color: vars.colors.textMuted });
