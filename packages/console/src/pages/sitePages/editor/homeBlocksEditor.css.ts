import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.spacing.small, margin: 0, padding: 0 });

export const block = style({
  listStyle: 'none',
  display: 'grid',
  gap: vars.spacing.small,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.medium,
  padding: vars.spacing.small,
  background: vars.colors.surface,
});

/** The block a dragged one would land on. */
export const dropTarget = style({ outline: `2px dashed ${vars.colors.brand}`, outlineOffset: 2 });

export const blockHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.spacing.small,
  alignItems: 'center',
});

export const blockName = style({ margin: 0, fontSize: vars.typography.fontSizeBody, flex: '1 1 12rem' });

/** The drag handle: a grip the pointer takes; keyboard users have the move buttons beside it. */
export const handle = style({
  cursor: 'grab',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.small,
  background: vars.colors.surfaceMuted,
  color: vars.colors.text,
  minWidth: vars.controlHeight,
  minHeight: vars.controlHeight,
  fontSize: vars.typography.fontSizeTitle,
  lineHeight: 1,
});

export const confirm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.spacing.small,
  alignItems: 'center',
});
