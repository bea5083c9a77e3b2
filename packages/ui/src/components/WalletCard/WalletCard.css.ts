import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { stack, surface } from '../Layout/layout.css.ts';

export const card = style([surface({ radius: 'large', raised: true }), stack({ gap: 'medium' })]);

// The box a long display amount shrinks to (MoneyDisplay's display size reads `cqi`): the balance's row on the
// listed card, the balance's own line on the folded one. Both take their width from the card, never from the amount.
export const balance = style({ containerType: 'inline-size' });

// A wide balance pushes the refresh button onto its own line instead of being broken to fit beside it.
export const central = style([
  balance,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.spacing.xsmall,
  },
]);

export const title = style({
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
  fontWeight: vars.typography.weightRegular,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.spacing.xsmall });

export const refreshIcon = style({
  width: '16px',
  height: '16px',
  fill: 'currentColor',
});

export const venues = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const venue = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.spacing.xsmall,
  paddingBlock: vars.spacing.xsmall,
  borderTop: `1px solid ${vars.colors.border}`,
});

export const venueName = style({
  display: 'grid',
  gap: vars.spacing.xxsmall,
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const venueNote = style({ color: vars.colors.textMuted, fontSize: vars.typography.fontSizeSmall });

export const placeholder = style({
  height: '180px',
  borderRadius: vars.radii.large,
  backgroundColor: vars.colors.surfaceMuted,
});

export const message = style({ margin: 0, color: vars.colors.textMuted, textAlign: 'center' });

// Deposit and withdraw share the row evenly: the two ways money comes and goes, side by side.
export const moneyActions = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.spacing.xsmall,
});

// The row that opens the venue balances: a list row's look, a control's height to tap.
/** The venues' total and the row's chevron, kept together at the row's end. */
export const venuesTotal = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.spacing.xsmall,
});

export const venuesRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.controlHeight,
  padding: 0,
  border: 'none',
  borderTop: `1px solid ${vars.colors.border}`,
  background: 'transparent',
  color: vars.colors.textMuted,
  font: 'inherit',
  fontSize: vars.typography.fontSizeSmall,
  cursor: 'pointer',
});
