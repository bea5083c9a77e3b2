/**
 * The design system's Vitest projects, spread into the root `vitest.config.ts` (there is deliberately
 * no packages/ui/vitest.config.ts: the root globs those as projects of their own).
 *
 * - `ui`: component tests and the visual-regression suite, in Chromium at phone width.
 * - `storybook:<site>`: every story (render, play function, axe) once per site theme.
 */
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import type { Plugin } from 'vite';
import { defineProject, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumLaunchOptions, mobileViewport } from '../../test/chromium.ts';

const packageRoot = fileURLToPath(new URL('.', import.meta.url));
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const storybookConfigDirectory = fileURLToPath(new URL('../../.storybook', import.meta.url));

/** Every site code, each tested as its own Storybook project. */
export const storybookSites = ['hgty', 'hgtyc', 'blty', 'by', 'betwin'] as const;

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

const componentProject = defineProject({
  root: packageRoot,
  cacheDir: cacheDirectoryFor('ui'),
  optimizeDeps: { include: dependenciesFoundOnlyAtRunTime },
  plugins: [react(), vanillaExtractPlugin()],
  test: {
    name: 'ui',
    include: ['src/**/*.test.tsx'],
    // Screenshots wait for two identical frames; on a loaded 2-core machine that can take a while.
    testTimeout: 30_000,
    browser: {
      ...chromium({ deterministicRaster: true }),
      expect: {
        toMatchScreenshot: {
          // A changed pixel is a failure: baselines are made on this machine kind and committed.
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 },
          timeout: 20_000,
        },
      },
    },
  },
});

const storybookProjects = storybookSites.map((site) =>
  defineProject({
    root: repositoryRoot,
    plugins: [
      storybookTest({ configDir: storybookConfigDirectory, initialGlobals: { site } }),
      dependencyCacheOf(`storybook-${site}`),
    ],
    test: {
      name: `storybook:${site}`,
      browser: chromium(),
      // One page per worker for all story files: Storybook already unmounts between stories, and
      // re-running its setup for every file was most of this project's time.
      isolate: process.env.STORYBOOK_ISOLATE === '1',
    },
  }),
);

export const uiProjects: TestProjectInlineConfiguration[] = [componentProject, ...storybookProjects];
