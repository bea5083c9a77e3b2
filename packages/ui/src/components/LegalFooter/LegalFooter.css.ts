import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const footer = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.spacing.xsmall,
  paddingBlock: vars.spacing.medium,
  paddingInline: vars.spacing.small,
  borderBlockStart: `1px solid ${vars.colors.border}`,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  lineHeight: vars.typography.lineHeight,
  textAlign: 'center',
});

export const ageMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '40px',
  height: '40px',
  paddingInline: vars.spacing.xxsmall,
  border: `3px solid ${vars.colors.negative}`,
  borderRadius: vars.radii.pill,
  color: vars.colors.text,
  fontSize: vars.typography.fontSizeBody,
  fontWeight: vars.typography.weightBold,
});

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: vars.spacing.medium,
  color: vars.colors.link,
});

// the app passes its router's links: a finger-sized target each
globalStyle(`${links} a`, {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: 'inherit',
});

export const text = style({ margin: 0, maxWidth: '40em', overflowWrap: 'anywhere' });
