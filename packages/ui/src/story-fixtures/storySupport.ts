/**
 * Ends a play function at rest: the control it last pressed gives up focus, so the screenshot
 * taken afterwards does not depend on whether the browser chose to draw a focus ring for that press.
 */
export function releaseFocus(canvasElement: HTMLElement): void {
  const active = canvasElement.ownerDocument.activeElement;
  if (active instanceof HTMLElement && canvasElement.contains(active)) {
    active.blur();
  }
}
