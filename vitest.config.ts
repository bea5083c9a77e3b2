import { defineConfig } from 'vitest/config';

// Every package owns its test project (node for pure packages, Chromium for components);
// the root only lists them so `vitest run` runs the whole tree.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', '{app,test}/vitest.config.ts'],
  },
});
