import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The rule of README "Tests": every test and test helper lives under test/, none in src/. A test of one src folder
// sits in the test/ folder of the same name (test/money/ for src/money/); tests through the whole API sit at
// test/'s top level; shared helpers in test/support/.
const packageRoot = path.resolve(import.meta.dirname, '..');
const sourceRoot = path.join(packageRoot, 'src');
const testRoot = path.join(packageRoot, 'test');

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(packageRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    );
}

describe('server test layout', () => {
  it('src/ holds no test, snapshot or test helper', () => {
    const misplaced = filesUnder(sourceRoot).filter((file) =>
      /(\.test\.ts$|\/__snapshots__\/|\/(testing|test-support)\/)/.test(file),
    );
    expect(misplaced, 'move these under test/ (README "Tests")').toEqual([]);
  });

  it('every folder of test/ is named after the src/ folder it tests, or is support/ or __snapshots__/', () => {
    const sourceFolders = new Set(
      readdirSync(sourceRoot, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name),
    );
    const strays = readdirSync(testRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => !sourceFolders.has(name) && name !== 'support' && name !== '__snapshots__');
    expect(strays, 'a test folder names the src/ folder it tests').toEqual([]);
  });
});
