/**
 * Timeouts for every test project. A timeout here only detects a hang; it is never a speed check (speed lives in
 * the benchmarks). On a busy 2-core machine a CPU-bound property test or a Chromium start can take many times its
 * quiet duration, and a timeout sized for a quiet machine turns that load into a failure, so these are generous.
 */
export const loadTolerantTimeouts = {
  // A browser test makes several waits of up to the 60 s appearance timeout; under two CPU burners beside the
  // suite one app test (sign in, open the user centre, follow a link) outlasted 120 s.
  testTimeout: 240_000,
  hookTimeout: 300_000,
} as const;

/** Browser projects: Vitest's default 30 s to connect to a starting Chromium is not enough with several starting at once. */
export const browserConnectTimeout = 300_000;

/** How long `expect.element` / `expect.poll` wait for what a page shows: one owner, the design system's. */
export { appearanceTimeoutMs as appearanceTimeout } from '../packages/ui/src/test-support/appearanceTimeout.ts';
