import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** One grid cell holding both layers, so the cell is as tall as the taller of the two. */
export const reservedSpace = style({ display: 'grid' });

const layer = { gridArea: '1 / 1', minWidth: 0 } as const;

/** The shape the space is reserved for: laid out, never seen nor reached. */
export const shape = style({ ...layer, visibility: 'hidden' });

export const content = style({ ...layer, display: 'grid' });

// What shows (a prompt, a skeleton) fills the reserved space rather than sitting at its top; a prompt's own rows
// keep their size and sit in the middle instead of stretching (a button as tall as a wallet card).
globalStyle(`${content} > *`, { boxSizing: 'border-box', height: '100%', alignContent: 'center' });

export const skeleton = style({
  display: 'block',
  borderRadius: vars.radii.medium,
  backgroundColor: vars.colors.surfaceMuted,
});
