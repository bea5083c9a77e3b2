import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

/** The way back above the chat, which fills the space under the nav bar. */
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.small,
  padding: vars.spacing.small,
});
