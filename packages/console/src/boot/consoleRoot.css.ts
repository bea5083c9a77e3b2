import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

/** The page behind every console screen: the theme's background, text and type. */
export const shell = style({
  minHeight: '100vh',
  background: vars.colors.background,
  color: vars.colors.text,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSizeBody,
  lineHeight: vars.typography.lineHeight,
});
