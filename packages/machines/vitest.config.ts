import { defineProject } from 'vitest/config';
import { loadTolerantTimeouts } from '../../test/loadTolerantTimeouts.ts';

// Machines are pure logic: they run in node, time is driven by fake timers inside each test.
export default defineProject({
  test: {
    name: 'machines',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    ...loadTolerantTimeouts,
  },
});
