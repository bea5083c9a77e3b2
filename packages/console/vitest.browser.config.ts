import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '../../test/chromium.ts';
import {
  appearanceTimeout,
  browserConnectTimeout,
  loadTolerantTimeouts,
} from '../../test/loadTolerantTimeouts.ts';
import { axeViolations } from './test/axeCommand.ts';

const consoleRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The console's pages in Chromium at a desktop width (the console is desktop-first), each rendered with its
 * providers and a stubbed console caller that answers as the server does (see src/test-support). The node project
 * (vitest.config.ts) keeps the logic tests; the whole console against the real server is test/e2e's.
 */
export default defineProject({
  root: consoleRoot,
  cacheDir: fileURLToPath(new URL('../../node_modules/.vite/console-pages', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/dynamic',
      '@radix-ui/react-dialog',
    ],
  },
  test: {
    name: 'console-pages',
    include: ['src/**/*.test.tsx'],
    ...loadTolerantTimeouts,
    expect: { poll: { timeout: appearanceTimeout } },
    browser: {
      enabled: true,
      headless: true,
      connectTimeout: browserConnectTimeout,
      screenshotFailures: false,
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        contextOptions: { viewport: { width: 1280, height: 1000 } },
      }),
      viewport: { width: 1280, height: 900 },
      instances: [{ browser: 'chromium' }],
      commands: { axeViolations },
    },
  },
});
