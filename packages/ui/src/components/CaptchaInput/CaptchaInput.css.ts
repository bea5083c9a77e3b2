import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const imageButton = recipe({
  base: {
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '104px',
    // The image fills the control's height so the whole touch target stays at least controlHeight tall.
    height: vars.controlHeight,
    marginInlineEnd: `calc(-1 * ${vars.spacing.small})`,
    padding: vars.spacing.xxsmall,
    boxSizing: 'border-box',
    border: 0,
    borderInlineStart: `1px solid ${vars.colors.border}`,
    borderStartEndRadius: vars.radii.medium,
    borderEndEndRadius: vars.radii.medium,
    background: vars.colors.surfaceMuted,
    color: vars.colors.text,
    fontSize: vars.typography.fontSizeSmall,
    cursor: 'pointer',
    selectors: {
      '&:focus-visible': { outline: `2px solid ${vars.colors.brand}`, outlineOffset: '-2px' },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
  variants: {
    loading: {
      true: { cursor: 'progress' },
      false: {},
    },
  },
  defaultVariants: { loading: false },
});

export const image = style({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
});

/** Where the image will appear, kept the same size so nothing shifts when it arrives. */
export const placeholder = style({
  display: 'block',
  width: '100%',
  height: '100%',
  borderRadius: vars.radii.small,
  background: vars.colors.border,
});

/** The alternative check's progress, in the field's description style. */
export const alternativeNote = style({
  margin: 0,
  color: vars.colors.textMuted,
  fontSize: vars.typography.fontSizeSmall,
});
