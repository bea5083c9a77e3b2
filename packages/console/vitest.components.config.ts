import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineProject } from 'vitest/config';
import { routePaths } from '../domain/src/routePaths.ts';
import { chromiumLaunchOptions } from '../../test/chromium.ts';
import {
  appearanceTimeout,
  browserConnectTimeout,
  loadTolerantTimeouts,
} from '../../test/loadTolerantTimeouts.ts';

/**
 * The member app's preview page is not on this test server: its address answers an empty page, so the phone
 * preview's frame loads a same-origin document (the test speaks for it) instead of the console's index.html.
 */
const emptyPreviewPage = (): Plugin => ({
  name: 'empty-preview-page',
  configureServer(server) {
    server.middlewares.use(routePaths.composerPreview, (_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end('<!doctype html><title>preview</title>');
    });
  },
});

/**
 * The console's components (the composer's editors and phone preview, issue 25) in Chromium at a desktop width, as
 * operators use the console; listed in the root vitest.config.ts beside the node project (vitest.config.ts).
 */
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  cacheDir: fileURLToPath(new URL('../../node_modules/.vite/console-components', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin(), emptyPreviewPage()],
  optimizeDeps: {
    // Imported only by compiled .css.ts files, which the dependency scanner does not see.
    include: ['@vanilla-extract/recipes/createRuntimeFn', '@vanilla-extract/dynamic'],
  },
  test: {
    name: 'console-components',
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
        contextOptions: { viewport: { width: 1400, height: 1000 } },
      }),
      viewport: { width: 1280, height: 900 },
      instances: [{ browser: 'chromium' }],
    },
  },
});
