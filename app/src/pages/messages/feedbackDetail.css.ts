import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

export const heading = style({
  margin: 0,
  fontSize: vars.typography.fontSizeBody,
  fontWeight: vars.typography.weightBold,
});

/** The member's and the operator's own words: kept as written, line breaks included. */
export const body = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const waiting = style([body, { color: vars.colors.textMuted }]);
