import { defineProject } from 'vitest/config';
import { loadTolerantTimeouts } from '../../test/loadTolerantTimeouts.ts';

export default defineProject({
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    ...loadTolerantTimeouts,
  },
});
