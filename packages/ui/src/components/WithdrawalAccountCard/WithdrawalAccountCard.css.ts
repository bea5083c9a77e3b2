import type { WithdrawalAccountKind } from '@platform/domain';
import { type StyleRule, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { roundIcon } from '../Layout/layout.css.ts';

export const card = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: vars.spacing.small,
    width: '100%',
    minHeight: vars.controlHeight,
    padding: vars.spacing.medium,
    border: 'none',
    borderRadius: vars.radii.medium,
    boxShadow: vars.shadows.card,
    fontSize: vars.typography.fontSizeBody,
    lineHeight: vars.typography.lineHeight,
    textAlign: 'start',
  },
  variants: {
    // Each kind reads differently at a glance; all colours come from the theme.
    kind: {
      bank_card: { backgroundColor: vars.colors.brand, color: vars.colors.onBrand },
      virtual_coin: { backgroundColor: vars.colors.accent, color: vars.colors.onAccent },
      alipay: {
        backgroundColor: vars.colors.surface,
        color: vars.colors.text,
        border: `1px solid ${vars.colors.border}`,
      },
    } satisfies Record<WithdrawalAccountKind, StyleRule>,
    interactive: { true: { cursor: 'pointer' }, false: {} },
  },
});

export const mark = style([
  roundIcon,
  { border: '2px solid currentColor', fontWeight: vars.typography.weightBold },
]);

export const body = style({ display: 'grid', gap: vars.spacing.xxsmall, minWidth: 0 });

export const title = style({ fontWeight: vars.typography.weightBold, overflowWrap: 'anywhere' });

export const number = style({
  fontSize: vars.typography.fontSizeTitle,
  letterSpacing: '0.08em',
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const holder = style({ fontSize: vars.typography.fontSizeSmall });
