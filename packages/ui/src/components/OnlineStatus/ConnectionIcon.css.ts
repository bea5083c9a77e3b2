import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const icon = style({ flexShrink: 0, color: vars.colors.warning });
