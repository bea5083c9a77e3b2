import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  width: 'min(440px, 100% - 2 * 16px)',
  margin: `${vars.spacing.xlarge} auto`,
  display: 'grid',
  gap: vars.spacing.medium,
});

export const qrFrame = style({ width: '200px', maxWidth: '100%' });
