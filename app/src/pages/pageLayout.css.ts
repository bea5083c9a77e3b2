import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

/** A page's content column: the spacing every page of the app shares. */
export const column = style({
  display: 'grid',
  gap: vars.spacing.large,
  padding: vars.spacing.large,
});

/** A short message with one action, centred (not found, sign-in invitations). */
export const centred = style({
  display: 'grid',
  gap: vars.spacing.large,
  justifyItems: 'center',
  padding: vars.spacing.xlarge,
  textAlign: 'center',
  color: vars.colors.textMuted,
});
