import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { centeredState } from '../Layout/layout.css.ts';

export const state = centeredState;

export const icon = style({ width: '72px', height: '72px', color: vars.colors.warning });

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSizeTitle,
  fontWeight: vars.typography.weightBold,
});

export const message = style({ margin: 0, color: vars.colors.textMuted });

export const until = style({ margin: 0, fontWeight: vars.typography.weightBold, color: vars.colors.text });

export const actions = style({
  display: 'flex',
  gap: vars.spacing.small,
  flexWrap: 'wrap',
  justifyContent: 'center',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.controlHeight,
  paddingInline: vars.spacing.large,
  color: vars.colors.link,
});
