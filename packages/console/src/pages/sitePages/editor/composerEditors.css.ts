import { vars } from '@platform/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The composer's editor pieces: entries as rows of fields, the warnings and problems beside them. */
export const entryList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.spacing.small,
});

export const entry = style({
  display: 'grid',
  gap: vars.spacing.xsmall,
  padding: vars.spacing.small,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.small,
});

export const entryFields = style({
  display: 'grid',
  gap: vars.spacing.small,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10em, 1fr))',
  alignItems: 'end',
});

export const entryActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.xsmall });

export const entryHeading = style({ margin: 0, fontSize: vars.typography.fontSizeBody });

/** A field's problems and warnings: in the negative colour, under the field they concern. */
export const problems = style({
  margin: 0,
  paddingInlineStart: vars.spacing.medium,
  color: vars.colors.negative,
  fontSize: vars.typography.fontSizeSmall,
  overflowWrap: 'anywhere',
});

export const tokenGroup = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.spacing.small,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16em, 1fr))',
  minWidth: 0,
});
globalStyle(`${tokenGroup} > legend`, {
  fontWeight: vars.typography.weightBold,
  marginBottom: vars.spacing.xsmall,
  padding: 0,
});

/** A colour token: the native picker beside the text field that holds any CSS colour form. */
export const colorToken = style({
  display: 'grid',
  gridTemplateColumns: `${vars.controlHeight} minmax(0, 1fr)`,
  gap: vars.spacing.xsmall,
  alignItems: 'end',
});

export const colorPicker = style({
  inlineSize: vars.controlHeight,
  blockSize: vars.controlHeight,
  padding: 0,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.small,
  background: vars.colors.surface,
  cursor: 'pointer',
});

export const choiceRow = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.spacing.medium,
  alignItems: 'center',
});
globalStyle(`${choiceRow} > legend`, { padding: 0, marginBottom: vars.spacing.xxsmall });
globalStyle(`${choiceRow} label`, {
  display: 'inline-flex',
  gap: vars.spacing.xxsmall,
  alignItems: 'center',
});
