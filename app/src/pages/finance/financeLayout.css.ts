import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

/** A form or section inside a page's column: the same spacing, without the column's padding again. */
export const stack = style({
  display: 'grid',
  gap: vars.spacing.large,
});
