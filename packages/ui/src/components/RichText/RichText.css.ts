import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const richText = style({
  color: vars.colors.text,
  fontSize: vars.typography.fontSizeBody,
  lineHeight: vars.typography.lineHeight,
  overflowWrap: 'anywhere',
});

globalStyle(`${richText} a`, { color: vars.colors.link, textDecoration: 'underline' });
globalStyle(`${richText} img`, { maxWidth: '100%', height: 'auto', borderRadius: vars.radii.small });
globalStyle(`${richText} p`, { marginBlock: vars.spacing.small });
globalStyle(`${richText} h1, ${richText} h2, ${richText} h3`, {
  fontSize: vars.typography.fontSizeTitle,
  fontWeight: vars.typography.weightBold,
  marginBlock: vars.spacing.medium,
});
globalStyle(`${richText} table`, { borderCollapse: 'collapse', width: '100%' });
globalStyle(`${richText} td, ${richText} th`, {
  border: `1px solid ${vars.colors.border}`,
  padding: vars.spacing.xsmall,
});

export const loading = style({ color: vars.colors.textMuted, fontSize: vars.typography.fontSizeSmall });
