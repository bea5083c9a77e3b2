import { defineProject } from 'vitest/config';
import { loadTolerantTimeouts } from '../../test/loadTolerantTimeouts.ts';

export default defineProject({
  test: { name: 'domain', environment: 'node', include: ['src/**/*.test.ts'], ...loadTolerantTimeouts },
});
