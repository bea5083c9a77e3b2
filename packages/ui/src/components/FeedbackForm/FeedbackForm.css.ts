import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { stack, surface } from '../Layout/layout.css.ts';

export const form = style([surface(), stack({ gap: 'medium' })]);

export const textarea = style({
  width: '100%',
  minHeight: '120px',
  padding: vars.spacing.small,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.medium,
  backgroundColor: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.typography.fontSizeBody,
  lineHeight: vars.typography.lineHeight,
  resize: 'vertical',
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.colors.negative },
    '&:focus-visible': { outline: `2px solid ${vars.colors.brand}`, outlineOffset: '1px' },
  },
});

export const counter = style({
  justifySelf: 'end',
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
});

export const status = style({ margin: 0, fontSize: vars.typography.fontSizeSmall });
export const serverError = style({ color: vars.colors.negative });
