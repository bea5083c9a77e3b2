import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  readText,
  typeScriptFilesIn,
  xstateInternalsIn,
  xstatePublicEntryPoints,
} from './xstateInternals.ts';

// The machines and their tests use XState's public API only, so a minor XState release cannot break them.

const packageRoot = path.resolve(import.meta.dirname, '..');
const publicEntryPoints = xstatePublicEntryPoints(
  readText(createRequire(import.meta.url).resolve('xstate/package.json')),
);

describe("XState's public API only", () => {
  it('no file of packages/machines, tests included, uses an XState internal', () => {
    const files = typeScriptFilesIn(packageRoot);
    expect(files.length).toBeGreaterThan(20);
    const uses = files.flatMap((file) =>
      xstateInternalsIn(file, readText(path.join(packageRoot, file)), publicEntryPoints),
    );
    expect(uses).toEqual([]);
  });

  it('finds every kind of internal it forbids', () => {
    const source = [
      "import { __unsafe_getAllOwnEventDescriptors } from 'xstate';",
      "import { getStateNodes } from 'xstate/dist/declarations/src/stateUtils';",
      "import { createMachine } from 'xstate/graph';",
      'const active = snapshot._nodes;',
      "const taken = inspectionEvent['_transitions'];",
      "const lazy = await import('xstate/src/utils');",
    ].join('\n');
    expect(xstateInternalsIn('sample.ts', source, publicEntryPoints)).toEqual([
      'sample.ts:1: uses the XState internal "__unsafe_getAllOwnEventDescriptors"',
      'sample.ts:2: imports "xstate/dist/declarations/src/stateUtils", which is not among xstate\'s package.json exports',
      'sample.ts:4: uses the XState internal "_nodes"',
      'sample.ts:5: uses the XState internal "_transitions"',
      'sample.ts:6: imports "xstate/src/utils", which is not among xstate\'s package.json exports',
    ]);
  });
});
