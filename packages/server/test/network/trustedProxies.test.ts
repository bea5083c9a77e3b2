import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp.ts';

/**
 * The client address that per-address limits, throttles and the request log key on. Behind a load balancer it
 * must be the member's, not the balancer's (or every member would share one sign-in limit); anywhere else an
 * `X-Forwarded-For` a caller sends must change nothing (or a burst could rotate it past every limit).
 */
let testApp: TestApp | undefined;
afterEach(() => testApp?.close());

async function loggedAddressOf(from: string, forwardedFor: string): Promise<string> {
  if (!testApp) throw new Error('no app');
  const response = await testApp.app.inject({
    method: 'GET',
    url: '/api/findmed/v1/game/list',
    remoteAddress: from,
    headers: { site_code: 'hgty', 'x-forwarded-for': forwardedFor },
  });
  expect(response.statusCode).toBe(200);
  const line = testApp.logLines.map((text) => JSON.parse(text)).findLast((entry) => entry.req?.url);
  return line.req.ip;
}

describe('the client address', () => {
  it('is the TCP peer when no proxy is trusted: a forwarded address is ignored', async () => {
    testApp = await createTestApp();
    expect(await loggedAddressOf('198.51.100.20', '203.0.113.9')).toBe('198.51.100.20');
  });

  it('is the forwarded one only when the peer is a trusted load balancer (TRUSTED_PROXIES)', async () => {
    testApp = await createTestApp({ trustedProxies: ['10.0.0.0/8'] });
    expect(await loggedAddressOf('10.1.2.3', '203.0.113.9')).toBe('203.0.113.9');
    // a caller that is not the balancer cannot choose its address
    expect(await loggedAddressOf('198.51.100.20', '203.0.113.9')).toBe('198.51.100.20');
    // nor can a member behind the balancer, by prepending addresses of their own to the header
    expect(await loggedAddressOf('10.1.2.3', '192.0.2.1, 203.0.113.9')).toBe('203.0.113.9');
  });
});
