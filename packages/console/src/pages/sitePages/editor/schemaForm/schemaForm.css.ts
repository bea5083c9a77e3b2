import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

/** A group of fields (an object, a text in each language, a list): framed so nesting reads at a glance. */
export const group = style({
  display: 'grid',
  gap: vars.spacing.small,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.medium,
  padding: vars.spacing.small,
  margin: 0,
  minWidth: 0,
});

export const legend = style({ fontWeight: vars.typography.weightBold, padding: `0 ${vars.spacing.xsmall}` });

/** A group's hint and its problems, under its legend. */
export const hint = style({ color: vars.colors.textMuted, margin: 0 });

export const problem = style({ color: vars.colors.negative, margin: 0 });

/** The buttons that act on one list item or one block: a row that wraps on a narrow screen. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.spacing.xsmall,
  alignItems: 'center',
});

export const orderedList = style({
  display: 'grid',
  gap: vars.spacing.xsmall,
  margin: 0,
  paddingInlineStart: 0,
});

export const orderedItem = style({
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.spacing.xsmall,
  alignItems: 'center',
});

/** The site's images, as thumbnails to choose from. */
export const thumbnails = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
  gap: vars.spacing.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbnailButton = style({
  display: 'block',
  width: '100%',
  padding: 2,
  border: `2px solid transparent`,
  borderRadius: vars.radii.small,
  background: vars.colors.surfaceMuted,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.colors.brand } },
});

export const thumbnail = style({ display: 'block', width: '100%', aspectRatio: '5 / 2', objectFit: 'cover' });

/** One category's matching games in the game search: a borderless group named by the category. */
export const matches = style([actions, { border: 'none', margin: 0, padding: 0 }]);
