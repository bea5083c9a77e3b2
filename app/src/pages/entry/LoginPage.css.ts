import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

/** The sign-in form's "forgot password" link, centred under the submit. */
export const link = style({
  justifySelf: 'center',
  color: vars.colors.link,
  paddingBlock: vars.spacing.small,
});
