import { defineProject } from 'vitest/config';
import { loadTolerantTimeouts } from '../../test/loadTolerantTimeouts.ts';

export default defineProject({
  test: { name: 'site-config', environment: 'node', include: ['src/**/*.test.ts'], ...loadTolerantTimeouts },
});
