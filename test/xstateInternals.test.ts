import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { xstateInternalsIn, xstatePublicEntryPoints } from '../scripts/xstateInternals.ts';

// scripts/checkDependencies.ts fails `npm test` on any use of an XState internal in the workspaces (the machines
// and their tests first of all): this proves the detector it runs finds each kind it forbids.

const publicEntryPoints = xstatePublicEntryPoints(
  readFileSync(path.resolve(import.meta.dirname, '../node_modules/xstate/package.json'), 'utf8'),
);

describe('XState internals detector', () => {
  it('reports internal identifiers, internal properties read by name and imports past the exports', () => {
    const source = [
      "import { __unsafe_getAllOwnEventDescriptors } from 'xstate';",
      "import { getStateNodes } from 'xstate/dist/declarations/src/stateUtils';",
      "import { createTestModel } from 'xstate/graph';",
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

  it('leaves the names alone in strings and comments', () => {
    const source = "// not snapshot._nodes\nconst names = ['_nodes', '__unsafe_x'];";
    expect(xstateInternalsIn('sample.ts', source, publicEntryPoints)).toEqual([]);
  });
});
