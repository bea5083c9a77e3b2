import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

/** The phone a member holds, in CSS px (an iPhone 14's viewport): the preview frame's own size before scaling. */
export const PHONE_WIDTH_PX = 390;
export const PHONE_HEIGHT_PX = 844;

/** The column the scaled phone fills: its height follows the scale, so nothing below it overlaps. */
export const phoneColumn = style({ width: '100%', maxWidth: `${PHONE_WIDTH_PX}px`, overflow: 'hidden' });

export const phoneFrame = style({
  width: `${PHONE_WIDTH_PX}px`,
  height: `${PHONE_HEIGHT_PX}px`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.large,
  boxSizing: 'border-box',
  background: vars.colors.background,
  transformOrigin: 'top left',
  display: 'block',
});

/** The composer at a desktop width: editors left, the phone right; one column under it (a tablet). */
export const composerColumns = style({
  display: 'grid',
  gap: vars.spacing.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': {
    'screen and (min-width: 1100px)': {
      gridTemplateColumns: `minmax(0, 1fr) calc(${PHONE_WIDTH_PX}px + 2 * ${vars.spacing.medium})`,
    },
  },
});

export const editorsColumn = style({ display: 'grid', gap: vars.spacing.large, minWidth: 0 });

/** The phone stays in view while the editors beside it scroll. */
export const previewColumn = style({
  '@media': { 'screen and (min-width: 1100px)': { position: 'sticky', top: vars.spacing.large } },
});
