import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, mobileViewport } from '../chromium.ts';

/**
 * The member app end to end: Debian's Chromium (never a downloaded browser) at a phone viewport, against the
 * server `npm start` runs, on a fresh database (support/globalSetup.ts). Sites are reached by host,
 * `http://<code>.localhost:<port>`, which Chromium resolves to loopback. The composer's tests publish hgty's pages
 * for every member, so they run after the member tests (`publishing`, one at a time); the update test replaces the
 * served build, so it runs last, after every other test has finished.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './support/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  // A busy CI machine is slow, not wrong: generous waits, no retries that would hide a flaky test. At load 20 on
  // two cores a seven-route sweep and a site's home with every image passed 60 s; a hang still fails at 120 s.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  retries: 0,
  reporter: [['list']],
  outputDir: '../../test-results/e2e',
  use: {
    ...devices['Pixel 7'],
    viewport: mobileViewport,
    launchOptions: chromiumLaunchOptions,
    locale: 'zh-CN',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'app', testIgnore: ['**/update.spec.ts', '**/composer.spec.ts'] },
    { name: 'publishing', testMatch: '**/composer.spec.ts', dependencies: ['app'] },
    { name: 'update', testMatch: '**/update.spec.ts', dependencies: ['publishing'] },
  ],
});
