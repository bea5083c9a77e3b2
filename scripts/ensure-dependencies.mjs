#!/usr/bin/env node
// Makes a fresh clone runnable: installs the locked npm packages when the lockfile is newer than the
// installed tree, and (with --browser, which `npm test` passes) the Debian packages the tests drive: Chromium and
// CJK fonts for the browser tests, HAProxy for the two-instance deployment test.
// Both quick-start commands call this first, so neither needs a separate install step.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

const run = (command) => execSync(command, { stdio: 'inherit' });

function npmPackagesStale() {
  const installed = 'node_modules/.package-lock.json';
  if (!existsSync(installed)) return true;
  return statSync('package-lock.json').mtimeMs > statSync(installed).mtimeMs;
}

if (npmPackagesStale()) {
  // `npm ci` installs exactly package-lock.json and never rewrites it; it refuses a lockfile out of step with
  // package.json, which `npm test` catches first (scripts/checkLockfile.ts). No package needs its install
  // script: npm 11 skips them (the "install-scripts" warning names esbuild, which finds its binary without one).
  console.log('Installing npm packages (npm ci from package-lock.json)…');
  run('npm ci --no-audit --no-fund');
}

const debianPackages = [
  // Browser tests drive Debian's Chromium; Playwright never downloads a browser here.
  { name: 'chromium', present: () => existsSync('/usr/bin/chromium') },
  // Screenshots of Chinese text need a CJK font installed on the machine (no web font is shipped).
  {
    name: 'fonts-noto-cjk',
    present: () => existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'),
  },
  // The deployment test (test/deployment/) puts Debian's HAProxy in front of two API instances.
  { name: 'haproxy', present: () => existsSync('/usr/sbin/haproxy') },
];

if (process.argv.includes('--browser')) {
  const missing = debianPackages.filter((pkg) => !pkg.present()).map((pkg) => pkg.name);
  if (missing.length > 0) {
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    console.log(`Installing Debian packages: ${missing.join(', ')}…`);
    run(`${sudo}apt-get update -qq`);
    run(`DEBIAN_FRONTEND=noninteractive ${sudo}apt-get install -y -qq ${missing.join(' ')}`);
  }
}
