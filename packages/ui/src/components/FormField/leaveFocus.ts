const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Ends a story's play function with the field at rest, ready for a pixel-exact screenshot: nothing
 * focused (a caret or focus ring is not stable between runs), and the page painted afresh. Chromium
 * repaints only what an interaction changed, and where such a patch crosses a rounded corner the
 * anti-aliasing depends on which intermediate frames were drawn; hiding the page for one frame
 * forces a full repaint, which is the same every run.
 */
export async function leaveFocus(): Promise<void> {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement) {
    focused.blur();
  }
  const root = document.documentElement;
  const visibility = root.style.visibility;
  root.style.visibility = 'hidden';
  await nextFrame();
  root.style.visibility = visibility;
  await nextFrame();
  await nextFrame();
}
