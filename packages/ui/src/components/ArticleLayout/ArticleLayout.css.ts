import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { stack, surface } from '../Layout/layout.css.ts';

export const article = style([surface(), stack({ gap: 'medium' })]);

export const header = style({
  display: 'grid',
  gap: vars.spacing.xxsmall,
  paddingBottom: vars.spacing.small,
  borderBottom: `1px solid ${vars.colors.border}`,
});

export const category = style({
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSizeTitle,
  fontWeight: vars.typography.weightBold,
  overflowWrap: 'anywhere',
});

export const updated = style({ color: vars.colors.textMuted, fontSize: vars.typography.fontSizeSmall });

export const related = style({
  display: 'grid',
  gap: vars.spacing.xsmall,
  paddingTop: vars.spacing.small,
  borderTop: `1px solid ${vars.colors.border}`,
});

export const relatedTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSizeBody,
  fontWeight: vars.typography.weightBold,
});

export const relatedList = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const relatedLink = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  width: '100%',
  minHeight: vars.controlHeight,
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.colors.link,
  fontSize: vars.typography.fontSizeBody,
  textAlign: 'start',
  cursor: 'pointer',
});
