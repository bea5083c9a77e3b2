// When the operator console's build is out of date, and how to rebuild it: shared by `npm start` and the end-to-end
// suite, like the member app's (appBuild.mjs).
import { join } from 'node:path';
import { buildIsStale, viteBuild } from './appBuild.mjs';

export const consoleDistDir = 'packages/console/dist';

// Everything the console bundle is made of: its sources and the packages it imports.
const sourceRoots = [
  'packages/console/src',
  'packages/console/index.html',
  'packages/console/vite.config.ts',
  'packages/domain/src',
  'packages/contract/src',
  'packages/api-client/src',
  'packages/site-config/src',
  'packages/ui/src',
  'site-configs',
  'package-lock.json',
];

/** True when packages/console/dist is missing or any source is newer than it. */
export function consoleBuildIsStale() {
  return buildIsStale(join(consoleDistDir, 'index.html'), sourceRoots);
}

/** `vite build` of the console into packages/console/dist. */
export function buildConsole() {
  viteBuild('The operator console', 'packages/console/vite.config.ts', consoleDistDir);
}
