// Usage: node --import tsx scripts/checkLockfile.ts
// Fails when a fresh install would rewrite package-lock.json, which is also when `npm ci` (the install of
// scripts/ensure-dependencies.mjs, CI and container builds) refuses it. It resolves the lockfile again with
// `npm install --package-lock-only` in a temporary copy of the manifests: a few seconds, no node_modules touched,
// nothing downloaded but registry metadata for a dependency that changed.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const repositoryRoot = path.resolve(import.meta.dirname, '..');
const lockfile = 'package-lock.json';

/** The root's manifest files, and each workspace's package.json (workspace globs of the form `dir` or `dir/*`). */
function manifestFiles(): string[] {
  const { workspaces = [] } = JSON.parse(readFileSync(path.join(repositoryRoot, 'package.json'), 'utf8')) as {
    workspaces?: string[];
  };
  const workspaceDirectories = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(repositoryRoot, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => path.join(pattern.slice(0, -2), entry.name))
      : [pattern],
  );
  return [
    'package.json',
    lockfile,
    '.npmrc',
    ...workspaceDirectories.map((directory) => path.join(directory, 'package.json')),
  ].filter((file) => existsSync(path.join(repositoryRoot, file)));
}

type Lockfile = { packages: Record<string, unknown> };

/** The lockfile entries (`node_modules/...` paths) that a fresh install adds, drops or changes. */
function changedEntries(committed: Lockfile, resolved: Lockfile): string[] {
  const paths = new Set([...Object.keys(committed.packages), ...Object.keys(resolved.packages)]);
  return [...paths].sort().flatMap((entry) => {
    const before = committed.packages[entry];
    const after = resolved.packages[entry];
    if (before === undefined) return [`  + ${entry}`];
    if (after === undefined) return [`  - ${entry}`];
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [`  ~ ${entry}`];
  });
}

const copy = mkdtempSync(path.join(tmpdir(), 'lockfile-check-'));
try {
  for (const file of manifestFiles()) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    copyFileSync(path.join(repositoryRoot, file), path.join(copy, file));
  }
  execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'], {
    cwd: copy,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const committed = readFileSync(path.join(repositoryRoot, lockfile), 'utf8');
  const resolved = readFileSync(path.join(copy, lockfile), 'utf8');
  if (committed !== resolved) {
    const entries = changedEntries(JSON.parse(committed), JSON.parse(resolved));
    console.error(
      [
        `${lockfile} is not what a fresh install writes, so \`npm ci\` would refuse it or \`npm install\` rewrite it.`,
        ...(entries.length > 0
          ? entries
          : ['  (the same entries: its top-level fields or formatting differ)']),
        'Run `npm install` and commit the lockfile it writes (with package.json if a dependency changed).',
      ].join('\n'),
    );
    process.exitCode = 1;
  } else {
    console.log(`${lockfile}: a fresh install leaves it unchanged.`);
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}
