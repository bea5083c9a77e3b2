import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** One panel for every state a page section can be in instead of its content. */
export const panel = style({
  display: 'grid',
  gap: vars.spacing.small,
  justifyItems: 'center',
  padding: vars.spacing.large,
  borderRadius: vars.radii.medium,
  backgroundColor: vars.colors.surface,
  color: vars.colors.textMuted,
  textAlign: 'center',
});

export const message = style({ margin: 0 });
