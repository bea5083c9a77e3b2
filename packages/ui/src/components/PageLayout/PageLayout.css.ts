import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

/** A page's content column: the spacing every page shares. */
export const column = style({
  display: 'grid',
  gap: vars.spacing.large,
  padding: vars.spacing.large,
});

/** A short message with one action, centred (not found, sign-in invitations, outcomes). */
export const centred = style({
  display: 'grid',
  gap: vars.spacing.large,
  justifyItems: 'center',
  padding: vars.spacing.xlarge,
  textAlign: 'center',
  color: vars.colors.textMuted,
});

/**
 * A form or section of a page: its fields one under another with the page's gap. `inset` adds the column's block
 * padding, for a form that stands alone on its page; inside a column it would be padding twice.
 */
export const stack = recipe({
  base: { display: 'grid', gap: vars.spacing.large },
  variants: { inset: { true: { paddingBlock: vars.spacing.large }, false: {} } },
  defaultVariants: { inset: false },
});

/** Why a form was refused, under its fields. */
export const failure = style({ margin: 0, color: vars.colors.negative });
