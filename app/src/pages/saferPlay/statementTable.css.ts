import { style } from '@vanilla-extract/css';

/**
 * The statement's table scrolls sideways inside its own box: twelve months by six money columns are wider than a
 * phone in a long language (686 px in en-XA at 412 px), and a data table keeps its rows and columns (WCAG 1.4.10's
 * exception for tables) while the page around it never scrolls sideways.
 */
export const tableScroller = style({ maxWidth: '100%', overflowX: 'auto' });
