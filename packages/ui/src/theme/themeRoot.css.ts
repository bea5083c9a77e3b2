import { type GlobalStyleRule, globalStyle, style } from '@vanilla-extract/css';
import { safeAreaVars, vars } from './contract.css.ts';

/** The element every themed tree hangs from: base text, colour scheme and safe-area insets. */
export const themeRoot = style({
  vars: {
    [safeAreaVars.top]: 'env(safe-area-inset-top, 0px)',
    [safeAreaVars.right]: 'env(safe-area-inset-right, 0px)',
    [safeAreaVars.bottom]: 'env(safe-area-inset-bottom, 0px)',
    [safeAreaVars.left]: 'env(safe-area-inset-left, 0px)',
  },
  colorScheme: vars.colorScheme,
  fontFamily: vars.typography.fontFamily,
  fontSize: vars.typography.fontSizeBody,
  fontWeight: vars.typography.weightRegular,
  lineHeight: vars.typography.lineHeight,
  color: vars.colors.text,
  backgroundColor: vars.colors.background,
  // iOS enlarges text in landscape and flashes grey on tap; members get neither.
  WebkitTextSizeAdjust: '100%',
  WebkitTapHighlightColor: 'transparent',
});

globalStyle(`${themeRoot}, ${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  boxSizing: 'border-box',
});

// Form controls do not inherit the page font by default; here they do, so no component restates the
// site's font family (components set only sizes and weights).
globalStyle(`${themeRoot} :is(button, input, select, textarea)`, {
  fontFamily: 'inherit',
});

globalStyle(`${themeRoot} :focus-visible`, {
  outline: `2px solid ${vars.colors.info}`,
  outlineOffset: '2px',
});

// `none` rather than a tiny duration: a first frame at opacity 0 would still be caught by tests.
const motionOff = {
  animation: 'none !important',
  transition: 'none !important',
} satisfies GlobalStyleRule;

globalStyle(`${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  '@media': { '(prefers-reduced-motion: reduce)': motionOff },
});

// Tests and screenshots switch motion off so every frame is the final one.
globalStyle(
  `${themeRoot}[data-animations="off"] *, ${themeRoot}[data-animations="off"] *::before, ${themeRoot}[data-animations="off"] *::after`,
  motionOff,
);
