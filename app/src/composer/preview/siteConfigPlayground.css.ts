import { vars } from '@platform/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.spacing.large,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))',
  padding: vars.spacing.medium,
});

export const editor = style({ display: 'grid', gap: vars.spacing.small, alignContent: 'start' });

export const label = style({ fontWeight: vars.typography.weightBold });

export const source = style({
  minHeight: '480px',
  width: '100%',
  fontFamily: 'ui-monospace, monospace',
  fontSize: vars.typography.fontSizeSmall,
});

export const issues = style({
  margin: 0,
  paddingInlineStart: vars.spacing.large,
  color: vars.colors.negative,
});

export const preview = style({ maxWidth: '430px', border: `1px solid ${vars.colors.border}` });
