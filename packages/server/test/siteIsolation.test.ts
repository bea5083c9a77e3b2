import { errorMessage } from '@platform/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCodeOf, get, registerMember, type TestApp } from './support/testApp.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe("each site's pages carry its own Content-Security-Policy", () => {
  it.each([
    [
      'hgty',
      'https://chat.hgty.example',
      ['https://chat.betwin.example', 'https://analytics.betwin.example', 'https://chat.blty.example'],
    ],
    [
      'betwin',
      'https://chat.betwin.example',
      ['https://chat.hgty.example', 'https://chat.blty.example', 'https://chat.by.example'],
    ],
  ])('%s allows only its own origins', async (site, own, others) => {
    const policy = String((await get(testApp.app, '/app/home', { site })).headers['content-security-policy']);
    expect(policy).toContain(`frame-src 'self' ${own}`);
    for (const origin of others) expect(policy).not.toContain(origin);
  });

  it('betwin allows its own analytics endpoint, chosen by the Host header as well', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/app/home',
      headers: { host: 'm.betwin.example' },
    });
    expect(response.headers['content-security-policy']).toContain(
      "connect-src 'self' https://analytics.betwin.example",
    );
  });
});

describe('an unknown site_code', () => {
  it.each(['HGTYC', 'nosuchsite', 'hgty-c'])('%j is a 400 SITE_UNKNOWN, not another site', async (code) => {
    const response = await get(testApp.app, '/api/findmed/v1/game/list', { site: code, lang: 'en-US' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      data: { code: 'SITE_UNKNOWN', field: 'site_code', message: errorMessage('SITE_UNKNOWN', 'en-US') },
    });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('uploaded images', () => {
  const PNG_1X1 = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );

  it("are readable only with their owner's session: 404 for anyone else and without one", async () => {
    const owner = await registerMember(testApp);
    const stranger = await registerMember(testApp);
    const boundary = 'isolationboundary';
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/f/v1/upload',
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        PNG_1X1,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
      headers: {
        t: owner.token,
        site_code: 'hgty',
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
    });
    const { url } = uploaded.json().data as { url: string };

    const mine = await testApp.app.inject({
      method: 'GET',
      url,
      headers: { t: owner.token, site_code: 'hgty' },
    });
    expect(mine.statusCode).toBe(200);
    expect(Buffer.compare(mine.rawPayload, PNG_1X1)).toBe(0);
    for (const headers of [{ site_code: 'hgty' }, { site_code: 'hgty', t: stranger.token }]) {
      const refused = await testApp.app.inject({ method: 'GET', url, headers });
      expect(refused.statusCode).toBe(404);
      expect(errorCodeOf(refused)).toBe('NOT_FOUND');
    }
  });
});
