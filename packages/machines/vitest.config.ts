import { defineProject } from 'vitest/config';

// Machines are pure logic: they run in node, time is driven by fake timers inside each test.
export default defineProject({
  test: {
    name: 'machines',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  },
});
