import { mkdtempSync, writeFileSync } from 'node:fs';
import { type AddressInfo, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { openapiDocument } from '@platform/contract';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { pageViews } from '../src/db/schema/content.ts';
import { devOutbox } from '../src/db/schema/security.ts';
import {
  createTestApp,
  errorCodeOf,
  get,
  postForm,
  publicKeyOf,
  registerMember,
  sealPassword,
  type TestApp,
} from './support/testApp.ts';
import { TEST_DEMO_PASSWORD } from './support/testConstants.ts';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const RECOMMEND = '/api/findmed/v1/match/recommend/list';

describe('request bodies', () => {
  it('refuses JSON on a form endpoint and form text on a JSON endpoint with 415', async () => {
    const json = await testApp.app.inject({
      method: 'POST',
      url: RECOMMEND,
      payload: '{"placement":1}',
      headers: { 'content-type': 'application/json' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      status: false,
      data: { code: 'UNSUPPORTED_MEDIA_TYPE', message: '不支持的请求类型' },
    });
    const form = await testApp.app.inject({
      method: 'POST',
      url: '/api/findmed/v1/task/conter/content',
      payload: 'a=1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.statusCode).toBe(415);
  });

  it('answers malformed bodies with MALFORMED_BODY and oversize ones with 413', async () => {
    for (const payload of ['placement=1&placement=2', 'a[b=1', 'x=%E0%A4%A']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: RECOMMEND,
        payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(errorCodeOf(response), payload).toBe('MALFORMED_BODY');
    }
    const badJson = await testApp.app.inject({
      method: 'POST',
      url: '/api/findmed/v1/task/conter/content',
      payload: '{"a":',
      headers: { 'content-type': 'application/json' },
    });
    expect(errorCodeOf(badJson)).toBe('MALFORMED_BODY');
    const huge = await postForm(testApp.app, RECOMMEND, { placement: 1, classification: 'x'.repeat(70_000) });
    expect(huge.statusCode).toBe(413);
    expect(errorCodeOf(huge)).toBe('PAYLOAD_TOO_LARGE');
  });

  it('names the field at fault, in the request language', async () => {
    const missing = await postForm(testApp.app, RECOMMEND, {}, { lang: 'en-US' });
    expect(missing.json()).toEqual({
      status: false,
      data: { code: 'FIELD_REQUIRED', message: 'Please fill in the required field', field: 'placement' },
    });
    const wrongType = await postForm(
      testApp.app,
      RECOMMEND,
      { placement: 1, page: 'two' },
      { lang: 'zh-HK' },
    );
    expect(wrongType.json().data).toEqual({
      code: 'FIELD_INVALID',
      message: '輸入內容格式不正確',
      field: 'page',
    });
    const huge = await postForm(testApp.app, RECOMMEND, { placement: 1, page: 1e20 });
    expect(huge.json().data).toMatchObject({ code: 'FIELD_INVALID', field: 'page' });
  });
});

describe('responses', () => {
  it('answers unknown API paths with the 404 envelope and sets the security headers everywhere', async () => {
    const response = await get(testApp.app, '/api/findmed/v1/nope');
    expect(response.statusCode).toBe(404);
    expect(errorCodeOf(response)).toBe('NOT_FOUND');
    for (const url of ['/api/findmed/v1/nope', '/api/findmed/v1/game/list', '/demo-assets/vip/1.svg']) {
      const headers = (await get(testApp.app, url)).headers;
      // API replies load nothing and are never framed; a page or file loads only from its own site
      const policy = url.startsWith('/api/') ? "default-src 'none'" : "default-src 'self'";
      expect(headers['content-security-policy'], url).toContain(policy);
      expect(headers['content-security-policy'], url).toContain(
        url.startsWith('/api/') ? "frame-ancestors 'none'" : "object-src 'none'",
      );
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  it("lets the sites' customer-service chats be framed and nothing else third-party", async () => {
    const policy = String((await get(testApp.app, '/app/home')).headers['content-security-policy']);
    expect(policy).toContain("frame-src 'self' https://chat.");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });

  it('records page views by path only', async () => {
    const recorded = await postForm(testApp.app, '/api/analytics/page-view', {
      path: '/app/home?token=secret',
    });
    expect(recorded.json()).toEqual({ status: true, data: true });
    const [row] = await testApp.connection.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1);
    expect(row).toMatchObject({ siteCode: 'hgty', path: '/app/home' });
    const notAPath = await postForm(testApp.app, '/api/analytics/page-view', { path: 'javascript:alert(1)' });
    expect(notAPath.json().data).toMatchObject({ code: 'FIELD_INVALID', field: 'path' });
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await get(testApp.app, '/api/openapi.json');
    expect(response.json()).toEqual(JSON.parse(JSON.stringify(openapiDocument())));
  });
});

describe('static files', () => {
  it('serves the built app with SPA fallback, the site assets, and keeps /api 404s as envelopes', async () => {
    const staticDir = mkdtempSync(join(tmpdir(), 'platform-static-'));
    writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(staticDir, 'main.js'), 'console.log(1)');
    // The build writes brotli beside its files (app/tooling/precompressFiles.ts): sent to who accepts it.
    writeFileSync(join(staticDir, 'main.js.br'), brotliCompressSync('console.log(1)'));
    const siteAssetsDir = fileURLToPath(new URL('../../../site-configs/assets', import.meta.url));
    const withStatic = await buildApp({
      db: testApp.connection.db,
      logLevel: 'silent',
      staticDir,
      siteAssetsDir,
    });
    try {
      const route = await withStatic.inject({ method: 'GET', url: '/app/home?i_code=ABC' });
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain('<title>app</title>');
      expect(route.headers['cache-control']).toBe('no-cache');
      expect((await withStatic.inject({ method: 'GET', url: '/main.js' })).body).toBe('console.log(1)');
      const compressed = await withStatic.inject({
        method: 'GET',
        url: '/main.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log(1)');
      expect((await withStatic.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
      const logo = await withStatic.inject({ method: 'GET', url: '/site-assets/hgty/logo.svg' });
      expect(logo.statusCode).toBe(200);
      expect(logo.headers['content-type']).toContain('image/svg+xml');
      const api = await withStatic.inject({ method: 'GET', url: '/api/nothing/here' });
      expect(api.json()).toMatchObject({ status: false, data: { code: 'NOT_FOUND' } });
    } finally {
      await withStatic.close();
    }
  });
});

describe('rate limits', () => {
  it('limits sign-in to 20 a minute per address and captcha images to 30', async () => {
    const limited = await buildApp({ db: testApp.connection.db, logLevel: 'silent' });
    try {
      const publicKey = await publicKeyOf(limited);
      const statuses: number[] = [];
      for (let index = 0; index < 21; index += 1) {
        const response = await postForm(
          limited,
          '/api/f/v1/member/login/mpe',
          { username: 'demo', password: sealPassword(publicKey, TEST_DEMO_PASSWORD) },
          { ip: '192.0.2.50', site: 'hgtyc' },
        );
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
      expect(statuses[20]).toBe(429);
      const captchaStatuses: number[] = [];
      for (let index = 0; index < 31; index += 1) {
        captchaStatuses.push(
          (await get(limited, '/api/findmed/v1/member/captcha', { ip: '192.0.2.51' })).statusCode,
        );
      }
      expect(captchaStatuses.filter((status) => status === 429)).toHaveLength(1);
      const limitedReply = await get(limited, '/api/findmed/v1/member/captcha', {
        ip: '192.0.2.51',
        lang: 'en-US',
      });
      expect(limitedReply.json()).toEqual({
        status: false,
        data: { code: 'RATE_LIMITED', message: 'Too many attempts, please try again later' },
      });
    } finally {
      await limited.close();
    }
  });
});

describe('logs', () => {
  it('log each request once, with its method, path without the query, status and time taken, and no header', async () => {
    const before = testApp.logLines.length;
    await get(testApp.app, '/api/findmed/v1/member/balance', {
      query: { secret: 'in-the-query' },
      token: 'secret-session-token',
      headers: {
        authorization: 'Bearer secret-authorization',
        cookie: 'session=secret-cookie',
        'idempotency-key': 'secret-idempotency-key',
      },
    });
    const lines = testApp.logLines
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => JSON.stringify(line).includes('/api/findmed/v1/member/balance'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      req: { method: 'GET', url: '/api/findmed/v1/member/balance' },
      res: { statusCode: 401 },
      responseTime: expect.any(Number),
    });
    for (const secret of ['in-the-query', 'secret-']) expect(JSON.stringify(lines)).not.toContain(secret);
  });

  it('write the request line byte for byte as the logger itself would (the line is assembled without it)', async () => {
    // over a socket: inject would percent-encode the quotes and the backslash the line must escape
    await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = testApp.app.server.address() as AddressInfo;
    const target = '/api/findmed/v1/"quoted"\\back?t=secret-in-the-query';
    const before = testApp.logLines.length;
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () =>
        socket.end(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`),
      );
      socket
        .on('error', reject)
        .on('close', () => resolve())
        .resume();
    });
    const [line = ''] = testApp.logLines
      .slice(before)
      .filter((logged) => logged.includes('request completed'));
    const written = JSON.parse(line) as { reqId: string; req: { url: string }; responseTime: number };
    expect(written.req.url).toBe('/api/findmed/v1/"quoted"\\back');
    testApp.app.log.info(
      {
        reqId: written.reqId,
        req: { method: 'GET', url: target, id: written.reqId, ip: '127.0.0.1' },
        res: { statusCode: 404 },
        responseTime: written.responseTime,
      },
      'request completed',
    );
    const withoutTime = (logged = '') => logged.replace(/,"time":\d+/, '');
    expect(withoutTime(line)).toBe(withoutTime(testApp.logLines.at(-1)));
  });

  it('never contain a password, ciphertext, session token, visitor id or verification code', async () => {
    const publicKey = await publicKeyOf(testApp.app);
    const sealed = sealPassword(publicKey, TEST_DEMO_PASSWORD);
    const signIn = await postForm(testApp.app, '/api/f/v1/member/login/mpe', {
      username: 'demo',
      password: sealed,
    });
    const token = signIn.headers.id as string;
    const visitorId = signIn.headers.vid as string;
    const member = await registerMember(testApp);
    await postForm(
      testApp.app,
      '/api/service/sms',
      { purpose: 'bind_phone', areaCode: '86', phone: '13712345678' },
      { token: member.token },
    );
    await get(testApp.app, `/api/findmed/v1/member/token?token=${token}`, { token });
    const [delivered] = await testApp.connection.db
      .select()
      .from(devOutbox)
      .where(eq(devOutbox.destination, '+86 13712345678'));
    const code = /\d{6}/.exec(delivered?.body ?? '')?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const logged = testApp.logLines.join('\n');
    expect(logged).toContain('/api/findmed/v1/member/token'); // requests are logged…
    for (const secret of [
      TEST_DEMO_PASSWORD,
      sealed.slice(0, 40),
      token,
      visitorId,
      member.token,
      member.password,
      code,
    ]) {
      expect(logged).not.toContain(secret); // …but nothing secret in them
    }
  });
});
