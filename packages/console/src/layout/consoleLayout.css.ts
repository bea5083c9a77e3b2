import { vars } from '@platform/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.spacing.medium,
  padding: `${vars.spacing.small} ${vars.spacing.large}`,
  background: vars.colors.brand,
  color: vars.colors.onBrand,
});

export const title = style({ margin: 0, fontSize: vars.typography.fontSizeTitle, marginInlineEnd: 'auto' });

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.spacing.small,
  margin: 0,
  padding: 0,
});
globalStyle(`${navList} li`, { listStyle: 'none' });

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.controlHeight,
  padding: `0 ${vars.spacing.small}`,
  borderRadius: vars.radii.small,
  color: vars.colors.onBrand,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { background: vars.colors.surface, color: vars.colors.text },
    '&:focus-visible': { outline: `2px solid ${vars.colors.onBrand}`, outlineOffset: '2px' },
  },
});

export const operatorLine = style({ margin: 0 });

export const languageSelect = style({
  minHeight: vars.controlHeight,
  borderRadius: vars.radii.small,
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
  color: vars.colors.text,
  font: 'inherit',
  padding: `0 ${vars.spacing.xsmall}`,
});

export const languageLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing.xsmall,
});
