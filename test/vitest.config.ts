import { defineProject } from 'vitest/config';
import { loadTolerantTimeouts } from './loadTolerantTimeouts.ts';

// Cross-package tests that run in Node: every site config validated, the PostgreSQL availability rule, the
// two-instance deployment behind HAProxy (test/deployment/).
export default defineProject({
  test: {
    name: 'cross-package',
    environment: 'node',
    include: ['**/*.test.ts'],
    ...loadTolerantTimeouts,
  },
});
