import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/**
 * The area picker is a real <select> laid invisibly over the short "+86" text: members get the
 * platform's own picker (wheel on iOS, sheet on Android) while the field stays compact.
 */
export const areaPicker = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  alignSelf: 'stretch',
  // Full control height, over the frame's border: the whole picker is the touch target.
  marginBlock: '-1px',
  gap: vars.spacing.xxsmall,
  minWidth: vars.controlHeight,
  paddingInlineEnd: vars.spacing.xsmall,
  borderInlineEnd: `1px solid ${vars.colors.border}`,
  color: vars.colors.text,
  fontSize: `max(16px, ${vars.typography.fontSizeBody})`,
  whiteSpace: 'nowrap',
});

export const areaSelect = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
  fontSize: '16px',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const chevron = style({
  width: '12px',
  height: '12px',
  color: vars.colors.textMuted,
});
