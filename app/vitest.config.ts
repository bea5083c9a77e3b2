import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { defineProject } from 'vitest/config';
import { chromiumLaunchOptions, mobileViewport } from '../test/chromium.ts';
import {
  appearanceTimeout,
  browserConnectTimeout,
  loadTolerantTimeouts,
} from '../test/loadTolerantTimeouts.ts';
import { apiForwardingPlugin } from './test/apiForwardingPlugin.ts';
import { captchaAnswer } from './test/captchaCommand.ts';
import { operator } from './test/operatorCommand.ts';
import { verificationCodeSentTo } from './test/outboxCommand.ts';
import { prerenderSitePage } from './test/prerenderCommand.ts';
import { appSourcePlugins } from './tooling/appSourcePlugins.ts';

const appRoot = fileURLToPath(new URL('.', import.meta.url));

const phoneUserAgent =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36';

/**
 * The member app in Debian Chromium at phone width, against the reference API running in-process (started by
 * the global setup, reached same-origin through the forwarding plugin).
 */
export default defineProject({
  root: appRoot,
  cacheDir: fileURLToPath(new URL('../node_modules/.vite/app', import.meta.url)),
  plugins: [...appSourcePlugins(), apiForwardingPlugin()],
  optimizeDeps: {
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/dynamic',
      '@radix-ui/react-dialog',
      'dompurify',
      'uqr',
    ],
  },
  test: {
    name: 'app',
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    globalSetup: ['./test/referenceApi.globalSetup.ts'],
    setupFiles: ['./test/setup.ts'],
    ...loadTolerantTimeouts,
    expect: { poll: { timeout: appearanceTimeout } },
    browser: {
      enabled: true,
      headless: true,
      connectTimeout: browserConnectTimeout,
      // Failure screenshots are for reading, not committing (test-results/ is ignored).
      screenshotDirectory: fileURLToPath(new URL('../test-results/failure-screenshots/app', import.meta.url)),
      provider: playwright({
        launchOptions: chromiumLaunchOptions,
        // The runner page is taller than the phone viewport (or Vitest scales the frame down); the browser says it
        // is a phone, as members' do, so the device redirects keep the member app.
        contextOptions: { viewport: { width: 1280, height: 1000 }, userAgent: phoneUserAgent },
      }),
      viewport: mobileViewport,
      instances: [{ browser: 'chromium' }],
      commands: { captchaAnswer, verificationCodeSentTo, operator, prerenderSitePage },
    },
  },
});
