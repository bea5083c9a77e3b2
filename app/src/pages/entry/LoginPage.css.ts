import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

/**
 * The sign-in form's "forgot password" link, centred under the submit; a whole tap target (44×44 px at least,
 * issue 21 item 9), not only the height of its line of text.
 */
export const link = style({
  justifySelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: `max(44px, ${vars.controlHeight})`,
  minWidth: '44px',
  paddingInline: vars.spacing.medium,
  color: vars.colors.link,
});
