import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { scannableCodeColours } from '../../theme/scannableCodeColours.ts';
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
// Black on white in every theme (theme/scannableCodeColours.ts says why), not the theme's text on its surface.
export const qrBackground = style({ fill: scannableCodeColours.background });
export const qrModules = style({ fill: scannableCodeColours.modules });

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
