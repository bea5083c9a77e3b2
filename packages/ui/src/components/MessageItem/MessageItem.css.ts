import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { listRow } from '../Layout/layout.css.ts';

export const item = style([listRow, { gridTemplateColumns: 'auto 1fr auto', alignItems: 'start' }]);

// Keeps read and unread titles aligned whether or not the dot shows.
export const dotSlot = style({
  display: 'flex',
  alignItems: 'center',
  width: vars.spacing.small,
  minHeight: '1lh',
});

// A long title wraps onto more lines instead of being cut: a notice's title is all the member sees of it in the list
// (in a longer language "New device signed in" no longer fitted one line and lost its end).
export const title = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const unreadTitle = style({ fontWeight: vars.typography.weightBold });

export const time = style({
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  whiteSpace: 'nowrap',
});

const previewText = style({
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const preview = style([previewText, { gridColumn: '2 / -1' }]);

export const previewBesideStatus = style([previewText, { gridColumn: '2' }]);

export const status = style({ gridColumn: '3', justifySelf: 'end' });
