import { defineProject } from 'vitest/config';
import { loadTolerantTimeouts } from '../../test/loadTolerantTimeouts.ts';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // every test lives under test/ (README "Tests"; test/testLayout.test.ts holds the rule)
    include: ['test/**/*.test.ts'],
    // One migrated, seeded PGlite snapshot is built once per run; every test file loads its own copy.
    globalSetup: ['./test/support/globalSetup.ts'],
    ...loadTolerantTimeouts,
  },
});
