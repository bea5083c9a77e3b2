import { style } from '@vanilla-extract/css';

/** The game fills the space under the nav bar; the connection notice, when shown, sits above it. */
export const stage = style({ display: 'flex', flexDirection: 'column', minHeight: 'calc(100dvh - 48px)' });

export const frame = style({ flex: 1, width: '100%', border: 0 });
