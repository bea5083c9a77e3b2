/**
 * Loads that failed (a page's module, the pages' strings), kept failed until the member asks again: a render reads
 * the failure at once and shows the page-error state (layout/PageLoadBoundary.tsx), instead of starting a new load
 * on every render. Its retry, or another page shown, forgets them, so the next render loads again.
 */
const forgetters = new Set<() => void>();

/** Registers how to forget one failed load. */
export function rememberFailedLoad(forget: () => void): void {
  forgetters.add(forget);
}

/** Forgets every failed load: the next render that needs one loads it again. */
export function forgetFailedLoads(): void {
  for (const forget of forgetters) forget();
  forgetters.clear();
}
