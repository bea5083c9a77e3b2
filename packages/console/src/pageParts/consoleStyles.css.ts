import { vars } from '@platform/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The console's page pieces: desktop-first panels and tables that still fit a 768 px tablet. */
export const page = style({
  display: 'grid',
  gap: vars.spacing.large,
  padding: vars.spacing.large,
  maxWidth: '1280px',
  margin: '0 auto',
  width: '100%',
  boxSizing: 'border-box',
});

export const panel = style({
  background: vars.colors.surface,
  color: vars.colors.text,
  borderRadius: vars.radii.medium,
  boxShadow: vars.shadows.card,
  padding: vars.spacing.medium,
  display: 'grid',
  gap: vars.spacing.small,
  minWidth: 0,
});

export const heading = style({
  margin: 0,
  fontSize: vars.typography.fontSizeTitle,
  fontWeight: vars.typography.weightBold,
});

export const subheading = style({
  margin: 0,
  fontSize: vars.typography.fontSizeBody,
  fontWeight: vars.typography.weightBold,
});

export const muted = style({ color: vars.colors.textMuted, margin: 0 });

/** A request and its member's money side by side on a desktop, one under the other on a tablet. */
export const requestRow = style({
  display: 'grid',
  gap: vars.spacing.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 1100px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.spacing.small,
  alignItems: 'end',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.spacing.xxsmall} ${vars.spacing.medium}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.colors.textMuted });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: 'anywhere' });

export const tableFrame = style({ overflowX: 'auto', maxWidth: '100%' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.typography.fontSizeSmall,
});
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  padding: `${vars.spacing.xxsmall} ${vars.spacing.xsmall}`,
  borderBottom: `1px solid ${vars.colors.border}`,
  verticalAlign: 'top',
});
globalStyle(`${table} th`, { color: vars.colors.textMuted, fontWeight: vars.typography.weightRegular });

export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const notice = style({
  margin: 0,
  padding: vars.spacing.xsmall,
  borderRadius: vars.radii.small,
  background: vars.colors.surfaceMuted,
  color: vars.colors.text,
});

export const breakAnywhere = style({ overflowWrap: 'anywhere', wordBreak: 'break-all' });

/** Recovery codes in as many columns as fit, numbered (an operator can say which one was used). */
export const codeList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12em, 1fr))',
  gap: vars.spacing.xxsmall,
  margin: 0,
});
