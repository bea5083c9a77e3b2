import { style } from '@vanilla-extract/css';
import { safeAreaVars, vars } from '../../theme/contract.css.ts';

/** Nav bar height without the status-bar inset. */
const navBarHeight = '48px';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100dvh',
  backgroundColor: vars.colors.background,
});

export const main = style({
  flex: 1,
  paddingInline: `max(${vars.spacing.large}, ${safeAreaVars.left}) max(${vars.spacing.large}, ${safeAreaVars.right})`,
  paddingBlock: vars.spacing.large,
});

/** Where the nav bar ends, status-bar inset included: what floats over the page starts under it. */
export const navBarBlockSize = `calc(max(${navBarHeight}, ${vars.controlHeight}) + ${safeAreaVars.top})`;

export const navBar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'grid',
  gridTemplateColumns: `minmax(${vars.controlHeight}, 1fr) auto minmax(${vars.controlHeight}, 1fr)`,
  alignItems: 'center',
  // As tall with a back button (a control, the site's controlHeight) as without: a page with one and a page without
  // put their content at the same height, so moving between them (signing in lands on home) shifts nothing.
  minHeight: navBarBlockSize,
  paddingTop: safeAreaVars.top,
  paddingInline: vars.spacing.xsmall,
  backgroundColor: vars.colors.brand,
  color: vars.colors.onBrand,
});

// A title longer than the bar wraps onto a second line (the bar grows) instead of being cut: a member must read
// the page's name in every language, and English or German titles run a third longer than Chinese ones.
export const navTitle = style({
  margin: 0,
  maxWidth: '60vw',
  overflowWrap: 'anywhere',
  textWrap: 'balance',
  paddingBlock: vars.spacing.xsmall,
  fontSize: vars.typography.fontSizeTitle,
  fontWeight: vars.typography.weightBold,
  textAlign: 'center',
});

export const navStart = style({ display: 'flex', justifyContent: 'flex-start' });

export const navEnd = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.spacing.xsmall });

export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.controlHeight,
  minHeight: vars.controlHeight,
  border: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
});

export const tabBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 10,
  borderTop: `1px solid ${vars.colors.border}`,
  backgroundColor: vars.colors.surface,
  paddingBottom: safeAreaVars.bottom,
});

export const tabList = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tabItem = style({ flex: 1 });

export const tabLink = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.spacing.xxsmall,
  minHeight: `max(${vars.controlHeight}, 52px)`,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  textDecoration: 'none',
  selectors: {
    '&[aria-current="page"]': { color: vars.colors.brand, fontWeight: vars.typography.weightBold },
  },
});

export const tabIcon = style({ display: 'flex', width: '24px', height: '24px' });

export const tabBadge = style({ position: 'absolute', top: vars.spacing.xxsmall, insetInlineStart: '55%' });

export const logoChip = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingBlock: vars.spacing.xxsmall,
  paddingInline: vars.spacing.xsmall,
  borderRadius: vars.radii.medium,
  backgroundColor: vars.colors.surface,
  verticalAlign: 'middle',
});

// The token's size is the logo's own; the nav bar keeps it within its height and the title's width.
export const logoImage = style({ display: 'block', height: '28px', width: 'auto', maxWidth: '50vw' });
