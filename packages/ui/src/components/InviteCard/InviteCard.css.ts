import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { stack, surface } from '../Layout/layout.css.ts';

export const card = style([
  surface({ padding: 'large', radius: 'large', raised: true, align: 'center' }),
  stack({ gap: 'small' }),
]);

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSizeTitle,
  fontWeight: vars.typography.weightBold,
});

export const description = style({
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
});

export const qr = style({ width: '168px', height: '168px' });
// Black modules on white in every theme, not the theme's text on its surface: a dark theme (betwin) drew light
// modules on dark, an inverted code that many phones' scanners do not read. A code is a machine's mark, not a
// brand colour; its white quiet zone also sets it apart on a dark page.
export const qrBackground = style({ fill: '#ffffff' });
export const qrModules = style({ fill: '#000000' });

export const code = style({
  fontSize: vars.typography.fontSizeTitle,
  fontWeight: vars.typography.weightBold,
  letterSpacing: '0.1em',
});

export const link = style({
  width: '100%',
  padding: vars.spacing.xsmall,
  borderRadius: vars.radii.small,
  backgroundColor: vars.colors.surfaceMuted,
  color: vars.colors.text,
  fontSize: vars.typography.fontSizeSmall,
  overflowWrap: 'anywhere',
});

export const outcome = style({ minHeight: '1lh', margin: 0, fontSize: vars.typography.fontSizeSmall });
export const outcomeFailed = style({ color: vars.colors.negative });
