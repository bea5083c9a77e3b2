/**
 * The window property through which the starter (ssr/appStarter.ts) hands boot the taps it kept. From the moment a
 * server-rendered page has painted until the app hydrates it (the script arrives after the page's load event, then
 * the site's config and language), its buttons and tabs are HTML without their handlers: a tap there would be lost,
 * or, on a form's button, submit the form natively. The starter keeps those taps instead; boot replays them once
 * the hydrated page has committed (app/README "Taps before hydration").
 */
export const keptTapsProperty = '__platformKeptTaps';

/** What the starter leaves on the window: `release` stops keeping taps and gives the ones kept, oldest first. */
export type KeptTaps = { release(): Element[] };

/** The selector of what the starter keeps a tap on: what only a script makes work (a link works as HTML). */
export const tapTargetSelector = 'button, [role="tab"], [role="button"]';

/** Stops keeping taps (React's own listeners take over with the root) and returns the ones kept; none on a page the starter did not start. */
export function releaseKeptTaps(window: Window): Element[] {
  const kept = (window as unknown as Record<string, KeptTaps | undefined>)[keptTapsProperty];
  return kept?.release() ?? [];
}

/**
 * Taps each kept target still on the page, in order, one task apart: a tap's update (a category's games) commits
 * before the next is looked at, and a target the one before took off the page (another category's game) is skipped.
 */
export async function replayTaps(targets: Element[]): Promise<void> {
  for (const target of targets) {
    if (target.isConnected && target instanceof HTMLElement) target.click();
    await new Promise((resolve) => setTimeout(resolve));
  }
}
