import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions } from '../../test/chromium.ts';
import {
  appearanceTimeout,
  browserConnectTimeout,
  loadTolerantTimeouts,
} from '../../test/loadTolerantTimeouts.ts';
import { routePaths } from '../domain/src/routePaths.ts';
import { axeViolations } from './test/axeCommand.ts';

const consoleRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * The member app's composer preview page is not on this test server: its address answers an empty page, so the
 * phone preview's frame loads a same-origin document (the test speaks for it) instead of the console's index.html.
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
 * The console's pages in Chromium at a desktop width (the console is desktop-first), each rendered with its
 * providers and a stubbed console caller that answers as the server does (see src/test-support). The node project
 * (vitest.config.ts) keeps the logic tests; the whole console against the real server is test/e2e's.
 */
export default defineProject({
  root: consoleRoot,
  cacheDir: fileURLToPath(new URL('../../node_modules/.vite/console-pages', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin(), emptyPreviewPage()],
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
