import { defineProject } from 'vitest/config';
import { loadTolerantTimeouts } from '../../test/loadTolerantTimeouts.ts';

/** The console's logic (catalogs, decision keys, query shaping) in Node; the pages are proven in test/e2e/console.spec.ts. */
export default defineProject({
  test: {
    name: 'console',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    ...loadTolerantTimeouts,
  },
});
