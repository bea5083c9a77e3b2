import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { visuallyHidden } from '../../theme/visuallyHidden.css.ts';
import { centeredState } from '../Layout/layout.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.small,
  touchAction: 'pan-y',
});

export const pullIndicator = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  overflow: 'hidden',
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  transition: 'height 150ms ease-out',
});

/** Off screen until focused: the keyboard's way to do what the pull gesture does. */
export const refreshButton = style([
  visuallyHidden,
  {
    selectors: {
      '&:focus-visible': {
        position: 'static',
        width: 'auto',
        height: 'auto',
        margin: 0,
        clip: 'auto',
        alignSelf: 'center',
        minHeight: vars.controlHeight,
        paddingInline: vars.spacing.large,
      },
    },
  },
]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.spacing.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const state = style([centeredState, { color: vars.colors.textMuted }]);

export const footer = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  gap: vars.spacing.small,
  minHeight: vars.controlHeight,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
});
