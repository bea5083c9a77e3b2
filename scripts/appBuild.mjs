// When the member app's build is out of date, and how to rebuild it: shared by `npm start` and the end-to-end suite.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const appDistDir = 'app/dist';
const builtMarker = join(appDistDir, 'index.html');

// Everything the app bundle is made of: its own sources, the packages it imports, and the site configs and assets.
const sourceRoots = [
  'app',
  'packages/domain/src',
  'packages/contract/src',
  'packages/api-client/src',
  'packages/machines/src',
  'packages/site-config/src',
  'packages/ui/src',
  'site-configs',
  'package-lock.json',
];
const notSources = /(^|[/\\])(node_modules|dist|__screenshots__)([/\\]|$)|\.(test|stories)\.tsx?$/;

function newestModification(root) {
  if (!existsSync(root)) return 0;
  const rootStat = statSync(root);
  if (!rootStat.isDirectory()) return rootStat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    if (notSources.test(path)) continue;
    newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

/** True when `builtMarker` is missing or any file under `roots` is newer than it (the console's build uses it too). */
export function buildIsStale(marker, roots) {
  if (!existsSync(marker)) return true;
  const builtAt = statSync(marker).mtimeMs;
  return roots.some((root) => newestModification(root) > builtAt);
}

/** True when app/dist is missing or any source is newer than it. */
export function appBuildIsStale() {
  return buildIsStale(builtMarker, sourceRoots);
}

/** `vite build` with `config` into `outDir` (exits the process on failure: nothing to serve). */
export function viteBuild(what, config, outDir, env = {}) {
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', config, '--outDir', resolve(outDir)],
    { stdio: 'inherit', env: { ...process.env, ...env } },
  );
  if (result.status !== 0) {
    console.error(`${what} did not build (vite exited with ${result.status ?? result.signal}).`);
    process.exit(1);
  }
}

/** `vite build` of the member app into app/dist. */
export function buildApp({ outDir = appDistDir, env = {} } = {}) {
  viteBuild('The member app', 'app/vite.config.ts', outDir, env);
}
