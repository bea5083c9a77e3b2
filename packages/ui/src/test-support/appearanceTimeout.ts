/**
 * How long a test may wait for something to appear (findBy…, waitFor, expect.element). A wait ends as
 * soon as its condition holds, so the bound only matters on a machine busy enough to stall a render or
 * a lazy import; the libraries' default of 1 s was what made the suite flaky under load. Used by the
 * `ui` project's `expect.poll` and by the Storybook preview's Testing Library config.
 */
export const appearanceTimeoutMs = 10_000;
