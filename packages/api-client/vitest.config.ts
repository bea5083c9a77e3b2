import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The default-timeout test waits the real 10 s; everything else finishes in milliseconds.
    testTimeout: 20_000,
  },
});
