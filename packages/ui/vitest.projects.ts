/**
 * The design system's Vitest projects, spread into the root `vitest.config.ts` (there is deliberately
 * no packages/ui/vitest.config.ts: the root globs those as projects of their own).
 *
 * - `ui`: component tests and the visual-regression suite, in Chromium at phone width.
 * - `storybook:<site>`: stories (render, play function, axe) in one site's theme: every story in the default
 *   site's project, and in every other site's the stories tagged `every-site` (see .storybook/storySites.ts:
 *   what a site's theme or config can change, including every component's main story for colour contrast).
 */
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';
import { defaultStorySite, everySiteTag } from '../../.storybook/storySites.ts';
import { chromiumLaunchOptions, mobileViewport } from '../../test/chromium.ts';
import { browserConnectTimeout, loadTolerantTimeouts } from '../../test/loadTolerantTimeouts.ts';
import { siteCodes } from '../site-config/src/generated/siteIndex.ts';
import { appearanceTimeoutMs } from './src/test-support/appearanceTimeout.ts';

const packageRoot = fileURLToPath(new URL('.', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const storybookConfigDirectory = fileURLToPath(new URL('../../.storybook', import.meta.url));

/** Every site code (one per file in site-configs/), each tested as its own Storybook project. */
export const storybookSites = siteCodes;

/**
 * Rasterise on one thread, in sRGB, without partial raster or LCD text: otherwise antialiased
 * curves (rounded corners, focus rings) can differ by a pixel from one run to the next, and the
 * pixel-exact screenshots would flicker.
 */
const deterministicRasterArgs = [
  '--num-raster-threads=1',
  '--disable-partial-raster',
  '--force-color-profile=srgb',
  '--disable-lcd-text',
];

// A fresh object per project: Vitest writes each instance's display name into it.
const chromium = ({ deterministicRaster = false } = {}) => ({
  enabled: true,
  headless: true,
  connectTimeout: browserConnectTimeout,
  // No page screenshot of a failed test: Vitest writes it next to the baselines in `__screenshots__/`
  // (the folder it also reads baselines from, so it cannot be moved), where 38 of them were once
  // committed by mistake. A failed `toMatchScreenshot` still writes its actual and diff images.
  screenshotFailures: false,
  // The runner page must be taller than the phone viewport, or Vitest scales the test frame down
  // (and screenshots with it).
  provider: playwright({
    launchOptions: deterministicRaster
      ? { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, ...deterministicRasterArgs] }
      : chromiumLaunchOptions,
    contextOptions: { viewport: { width: 1280, height: 1000 } },
  }),
  viewport: mobileViewport,
  instances: [{ browser: 'chromium' as const }],
});

/**
 * Each browser project pre-bundles its dependencies into a cache folder of its own. The five story projects
 * share one root, so by default they would share one cache and, on a fresh clone, overwrite each other's
 * pre-bundled files mid-run ("failed to find the runner", "failed to fetch dynamically imported module").
 */
const cacheDirectoryFor = (project: string) =>
  fileURLToPath(new URL(`../../node_modules/.vite/${project}`, import.meta.url));

/**
 * Modules that only appear once a test runs (vanilla-extract's runtime helpers are imported by compiled
 * `.css.ts` files, which the dependency scanner does not see). Pre-bundling them up front keeps Vite from
 * re-optimising and reloading the page in the middle of a fresh run, which fails every test in it.
 */
const dependenciesFoundOnlyAtRunTime = [
  '@vanilla-extract/recipes/createRuntimeFn',
  '@vanilla-extract/dynamic',
  '@radix-ui/react-dialog',
  'dompurify',
  'uqr',
];

/** Runs after storybookTest, whose own cacheDir depends only on the Storybook config folder (the same for all five). */
const dependencyCacheOf = (project: string): Plugin => ({
  name: 'separate-dependency-cache',
  enforce: 'post',
  config: () => ({
    cacheDir: cacheDirectoryFor(project),
    optimizeDeps: { include: dependenciesFoundOnlyAtRunTime },
  }),
});

/** Per test: several bounded waits, plus a screenshot that waits for two identical frames (a hang detector only). */
const browserTestTimeoutMs = loadTolerantTimeouts.testTimeout;

const siteAssetsDirectory = fileURLToPath(new URL('../../site-configs/assets', import.meta.url));
const siteAssetTypes: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
};

/**
 * Serves `site-configs/assets` at `/site-assets`, the URL the server and Storybook's `staticDirs` use,
 * so the logos, banners and currency icons that site configs name load in component tests and
 * screenshots instead of showing as broken images.
 */
const serveSiteAssets = (): Plugin => ({
  name: 'serve-site-assets',
  configureServer(server) {
    server.middlewares.use('/site-assets', (request, response, next) => {
      const relative = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
      const file = normalize(join(siteAssetsDirectory, relative));
      if (!file.startsWith(siteAssetsDirectory + sep) || !existsSync(file) || !statSync(file).isFile()) {
        next();
        return;
      }
      response.setHeader('Content-Type', siteAssetTypes[extname(file)] ?? 'application/octet-stream');
      createReadStream(file).pipe(response);
    });
  },
});

/** How long a screenshot may take to settle (two identical frames); a loaded 2-core machine needs a while. */
const stableScreenshotTimeoutMs = 20_000;

/**
 * How long Vitest waits for the process to empty its event loop after the run. @vitest/browser races each
 * screenshot against a `setTimeout` of the screenshot timeout that it never clears (waitForStableScreenshot),
 * so the last screenshot keeps the main process alive for up to that long. With Vitest's default 10 s the
 * run ended in "close timed out after 10000ms … something prevents the main process from exiting"; this
 * bound lets that timer run out and the process exit by itself. Set in the root config (a global option).
 */
export const teardownTimeoutMs = stableScreenshotTimeoutMs + 10_000;

/** Where the screenshot suite's committed baselines live (Vitest's folder for `src/visual.test.tsx`). */
const visualBaselineDirectory = join(packageRoot, 'src/__screenshots__/visual.test.tsx');

/** Sites named by the environment to get their first baselines (`npm run visual-baselines`). */
const sitesRecordingBaselines = (process.env.VISUAL_BASELINE_SITES ?? '').split(',').filter(Boolean);

/**
 * The sites whose screenshots the visual suite compares: every site with at least one committed baseline (a
 * missing baseline of such a site fails, as a new story's does), plus those being recorded. A site added since
 * has none yet: its screenshots are skipped, and this says how to make them, instead of failing `npm test`.
 */
function sitesComparedByScreenshot(): string[] {
  const baselines = existsSync(visualBaselineDirectory) ? readdirSync(visualBaselineDirectory) : [];
  const withBaselines = siteCodes.filter((site) =>
    baselines.some((file) => file.endsWith(`-${site}-chromium-linux.png`)),
  );
  const withoutBaselines = siteCodes.filter(
    (site) => !withBaselines.includes(site) && !sitesRecordingBaselines.includes(site),
  );
  if (withoutBaselines.length > 0) {
    console.warn(
      `Site(s) ${withoutBaselines.join(', ')} have no screenshot baselines, so the visual suite skips them. ` +
        `Create them with \`npm run visual-baselines -- ${withoutBaselines.join(' ')}\`, look at them, and commit them.`,
    );
  }
  return [...withBaselines, ...sitesRecordingBaselines];
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Site codes whose screenshots `src/visual.test.tsx` compares with (or records as) baselines. */
    screenshotSites: string[];
  }
}

const componentProject = defineProject({
  root: packageRoot,
  cacheDir: cacheDirectoryFor('ui'),
  optimizeDeps: { include: dependenciesFoundOnlyAtRunTime },
  plugins: [react(), vanillaExtractPlugin(), serveSiteAssets()],
  test: {
    name: 'ui',
    include: ['src/**/*.test.tsx'],
    provide: { screenshotSites: sitesComparedByScreenshot() },
    testTimeout: browserTestTimeoutMs,
    expect: { poll: { timeout: appearanceTimeoutMs } },
    browser: {
      ...chromium({ deterministicRaster: true }),
      expect: {
        toMatchScreenshot: {
          // A changed pixel is a failure: baselines are made on this machine kind and committed.
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
          timeout: stableScreenshotTimeoutMs,
        },
      },
    },
  },
});

const storybookProjects = storybookSites.map((site) =>
  defineProject({
    root: repositoryRoot,
    plugins: [
      storybookTest({
        configDir: storybookConfigDirectory,
        initialGlobals: { site },
        // Another site's project runs only what its theme or config can change; the rest would repeat the
        // default site's proof. Storybook's own default includes every story tagged `test` (all of ours).
        ...(site === defaultStorySite ? {} : { tags: { include: [everySiteTag] } }),
      }),
      dependencyCacheOf(`storybook-${site}`),
    ],
    test: {
      name: `storybook:${site}`,
      testTimeout: browserTestTimeoutMs,
      browser: chromium(),
      // One page per worker for all story files: Storybook already unmounts between stories, and
      // re-running its setup for every file was most of this project's time.
      isolate: process.env.STORYBOOK_ISOLATE === '1',
    },
  }),
);

export const uiProjects: TestProjectInlineConfiguration[] = [componentProject, ...storybookProjects];
