/**
 * How long a test may wait for something to appear (findBy…, waitFor, expect.element). A wait ends as
 * soon as its condition holds, so the bound only matters on a machine busy enough to stall a render or
 * a lazy import; the libraries' default of 1 s was what made the suite flaky under load, and 10 s was still
 * outlasted in CI by a page module's first on-demand transform while every browser project started at once.
 * It stays under the 120 s test timeout, so a real hang still fails with the element it waited for. Used by
 * the `ui` and `app` projects' `expect.poll` and by the Storybook preview's Testing Library config.
 */
export const appearanceTimeoutMs = 60_000;
