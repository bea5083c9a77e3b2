import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

/** The way back above the chat, which fills the space under the nav bar. */
export const stage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.small,
  padding: vars.spacing.small,
});

/** The chat's host did not answer: the message and the retry, as the page states draw theirs. */
export const unreachable = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.spacing.medium,
  paddingBlock: vars.spacing.xlarge,
  textAlign: 'center',
});

export const unreachableMessage = style({ margin: 0, color: vars.colors.textMuted });
