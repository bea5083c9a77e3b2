import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInEverySite, storiesWithTags } from './everySiteStories.ts';
import { addFixtureSite, fixtureSiteCode } from './fixtures/newSiteFixture.ts';

// A new site added exactly as the README says (its JSON and assets, then `npm run validate-sites`) keeps the
// browser suites green: it gets a Storybook project of its own, which runs in its theme what every non-default
// site's runs (the stories tagged `every-site`, .storybook/storySites.ts), and the screenshot suite skips its
// screenshots (it has no baselines yet) and says how to record them. This runs both suites in a copy of the
// working tree, so the repository's own site list and baselines are never touched.
const repositoryRoot = path.resolve(import.meta.dirname, '..');
// Outside the repository and outside any node_modules folder (vanilla-extract leaves styles under node_modules/
// uncompiled). The installed packages are hard-linked when the temporary folder is on the same file system, else
// copied: their real paths must lie inside the copy for Vite to serve them.
const copy = mkdtempSync(path.join(tmpdir(), 'new-site-suites-'));
const sameFileSystem = statSync(copy).dev === statSync(repositoryRoot).dev;

// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character starts every colour code.
const ansiColour = /\u001b\[[0-9;]*m/g;

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const output = `${result.stdout}\n${result.stderr}`.replace(ansiColour, '');
  return { status: result.status, output };
}

/** The working tree's files (committed or not, without ignored ones), and its installed packages as hard links. */
function copyWorkingTree() {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && existsSync(path.join(repositoryRoot, file)));
  for (const file of files) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(repositoryRoot, file), path.join(copy, file));
  }
  // node_modules without Vite's dependency caches: they belong to the original root.
  const skipped = new Set(['node_modules/.vite']);
  const installed = [
    ...readdirSync(path.join(repositoryRoot, 'node_modules')).map((entry) => `node_modules/${entry}`),
    'packages/server/node_modules',
  ].filter((entry) => !skipped.has(entry) && existsSync(path.join(repositoryRoot, entry)));
  mkdirSync(path.join(copy, 'node_modules'), { recursive: true });
  for (const entry of installed) {
    execFileSync('cp', [
      sameFileSystem ? '-al' : '-a',
      path.join(repositoryRoot, entry),
      path.join(copy, entry),
    ]);
  }
}

beforeAll(() => {
  copyWorkingTree();
  addFixtureSite(path.join(copy, 'site-configs'));
  const validate = run('npm', ['run', 'validate-sites']);
  expect(validate.status, validate.output).toBe(0);
}, 300_000);

afterAll(() => {
  rmSync(copy, { recursive: true, force: true });
});

describe('a new site in the browser suites', () => {
  it('passes, in its own Storybook project, every story that runs in every site', () => {
    const stories = run('npx', ['vitest', 'run', '--project', `storybook:${fixtureSiteCode}`]);
    expect(stories.status, stories.output).toBe(0);
    const everySite = storiesWithTags(copy).filter(runInEverySite).length;
    expect(stories.output).toMatch(new RegExp(`Tests\\s+${everySite} passed \\(${everySite}\\)`));
  }, 1_200_000);

  it('is skipped by the screenshot suite until its baselines are recorded, with the command that records them', () => {
    const screenshots = run('npx', [
      'vitest',
      'run',
      '--project',
      'ui',
      'src/visual.test.tsx',
      '-t',
      `\\(${fixtureSiteCode}\\)`,
    ]);
    expect(screenshots.status, screenshots.output).toBe(0);
    expect(screenshots.output).toContain(`npm run visual-baselines -- ${fixtureSiteCode}`);
    expect(screenshots.output).toMatch(/Tests\s+\d+ skipped/);
    expect(screenshots.output).not.toMatch(/\d+ passed/);
  }, 600_000);
});
