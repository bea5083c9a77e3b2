import { RETRY_BACKOFF_CAP_MS } from '@platform/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultRetrySettings, retryDelayMs } from '../src/retryPolicy.ts';
import { createTransport } from '../src/transport.ts';
import { createClientFixture } from './support/clientFixture.ts';
import { sendJson, startTestServer, type TestServer } from './support/testServer.ts';

describe('backoff', () => {
  const highest = { ...defaultRetrySettings, random: () => 0.999_999 };

  it('doubles from 1 s and never exceeds the 30 s cap (spec §9)', () => {
    expect(defaultRetrySettings.capMs).toBe(RETRY_BACKOFF_CAP_MS);
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 10, 40].map((retriesSoFar) => retryDelayMs(retriesSoFar, highest));
    expect(ceilings).toEqual([999, 1999, 3999, 7999, 15_999, 29_999, 29_999, 29_999, 29_999]);
  });

  it('spreads retries over the whole window (full jitter)', () => {
    expect(retryDelayMs(3, { ...defaultRetrySettings, random: () => 0 })).toBe(0);
    expect(retryDelayMs(3, { ...defaultRetrySettings, random: () => 0.5 })).toBe(4000);
  });
});

describe('retries wait between attempts', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startTestServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it('spaces three read retries by the growing backoff', async () => {
    const arrivals: number[] = [];
    server.handle((_request, response) => {
      arrivals.push(performance.now());
      sendJson(response, 503, { status: false, data: { code: 'INTERNAL_ERROR', message: 'busy' } });
    });
    const fixture = createClientFixture();
    const transport = createTransport(
      fixture.options(server.baseUrl, { retry: { baseDelayMs: 100, random: () => 0.999_999 } }),
    );
    await expect(
      transport.request({ method: 'GET', path: '/api/findmed/v1/game/list', retryClass: 'read' }),
    ).rejects.toMatchObject({ httpStatus: 503 });
    const gaps = arrivals.slice(1).map((arrival, index) => arrival - (arrivals[index] ?? 0));
    expect(gaps).toHaveLength(3);
    expect(gaps[0]).toBeGreaterThanOrEqual(95);
    expect(gaps[1]).toBeGreaterThanOrEqual(195);
    expect(gaps[2]).toBeGreaterThanOrEqual(395);
  });
});
