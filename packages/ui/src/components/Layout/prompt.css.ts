import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/**
 * The text and buttons of a prompt shown in place of a form until the member acts (the withdrawal password to
 * set, the deposit-limit question): one look for every such prompt.
 */
export const promptTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSizeTitle,
  fontWeight: vars.typography.weightBold,
});

export const promptMessage = style({ margin: 0, color: vars.colors.text });

export const promptActions = style({ display: 'grid', gap: vars.spacing.xsmall, width: '100%' });
