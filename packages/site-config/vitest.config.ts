import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'site-config', environment: 'node', include: ['src/**/*.test.ts'] },
});
