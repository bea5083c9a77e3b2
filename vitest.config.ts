import { defineConfig } from 'vitest/config';
import { teardownTimeoutMs, uiProjects } from './packages/ui/vitest.projects.ts';

// Every package owns its test project (node for pure packages, Chromium for components);
// the root only lists them so `vitest run` runs the whole tree. The design system's projects
// (components, screenshots, stories in every site theme) are declared in packages/ui.
export default defineConfig({
  test: {
    projects: [
      'packages/*/vitest.config.ts',
      // The console's pages run in Chromium, beside its node project.
      'packages/console/vitest.browser.config.ts',
      '{app,test}/vitest.config.ts',
      ...uiProjects,
    ],
    teardownTimeout: teardownTimeoutMs,
  },
});
