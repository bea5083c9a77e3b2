import { describe, expect, it } from 'vitest';
import { HEALTH_PATH } from '../src/routes/healthRoute.ts';
import { createTestApp, get } from './support/testApp.ts';

describe('the load balancer health probe', () => {
  it('answers 200 while the database answers and 503 once it does not, so the balancer takes the instance out', async () => {
    const testApp = await createTestApp();
    try {
      const healthy = await get(testApp.app, HEALTH_PATH);
      expect(healthy.statusCode).toBe(200);
      expect(healthy.json()).toEqual({ status: 'ok' });
      expect(healthy.headers['cache-control']).toBe('no-store');
      await testApp.connection.close();
      const unhealthy = await get(testApp.app, HEALTH_PATH);
      expect(unhealthy.statusCode).toBe(503);
      expect(unhealthy.json()).toEqual({ status: 'database unreachable' });
    } finally {
      await testApp.app.close();
    }
  });
});
