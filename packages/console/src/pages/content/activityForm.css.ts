import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

/** The banner as members' list shows it (wide, cropped to its frame). */
export const bannerPreview = style({
  display: 'block',
  width: '100%',
  maxWidth: 480,
  aspectRatio: '5 / 2',
  objectFit: 'cover',
  borderRadius: vars.radii.medium,
  background: vars.colors.surfaceMuted,
});

/** The rules' HTML source: a tall monospaced box, framed like the design system's inputs. */
export const rules = style({
  minHeight: 160,
  width: '100%',
  boxSizing: 'border-box',
  fontFamily: 'monospace',
  fontSize: vars.typography.fontSizeBody,
  padding: vars.spacing.small,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.medium,
  background: vars.colors.surface,
  color: vars.colors.text,
  resize: 'vertical',
});

export const preview = style({
  border: `1px dashed ${vars.colors.border}`,
  borderRadius: vars.radii.medium,
  padding: vars.spacing.medium,
});
