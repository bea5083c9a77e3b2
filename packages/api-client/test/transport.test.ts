import { decodeFormBody, IDEMPOTENCY_KEY_PATTERN } from '@platform/contract';
import { deviceIdPattern, storageKeys } from '@platform/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApiError, RequestFailedError, SessionInvalidError } from '../src/errors.ts';
import { createTransport, type Transport, type TransportRequest } from '../src/transport.ts';
import { type ClientFixture, createClientFixture, injectNativeShell } from './support/clientFixture.ts';
import { sendJson, startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let fixture: ClientFixture;
let transport: Transport;

beforeEach(async () => {
  server = await startTestServer();
  fixture = createClientFixture();
  transport = createTransport(fixture.options(server.baseUrl));
});
afterEach(async () => {
  await server.close();
});

const get = (path: string): TransportRequest => ({ method: 'GET', path, retryClass: 'never' });
const post = (path: string, body?: TransportRequest['body']): TransportRequest => ({
  method: 'POST',
  path,
  body,
  retryClass: 'never',
});

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail, but it resolved');
}

describe('request headers', () => {
  it('sends d 25, the current lang and a stable h5 device id', async () => {
    await transport.request(get('/api/findmed/v1/game/list'));
    fixture.locale = 'en-US';
    await transport.request(get('/api/findmed/v1/game/list'));
    const [first, second] = server.requests;
    expect(first?.headers.d).toBe('25');
    expect(first?.headers.lang).toBe('zh-CN');
    expect(second?.headers.lang).toBe('en-US');
    const deviceId = first?.headers.device_no;
    expect(deviceId).toMatch(deviceIdPattern);
    expect(deviceId).toMatch(/^h5-ios-/);
    expect(second?.headers.device_no).toBe(deviceId);
    expect(fixture.storage.local.getItem(storageKeys.local.deviceId)).toBe(deviceId);
  });

  it.each([
    ['hgtyc', true, 'hgtyc'],
    ['blty', false, undefined],
  ])(
    'sends site_code only when the site config asks for it (site %s)',
    async (siteCode, sendSiteCodeHeader, expected) => {
      const siteTransport = createTransport(
        fixture.options(server.baseUrl, { siteCode, sendSiteCodeHeader }),
      );
      await siteTransport.request(get('/api/findmed/v1/md'));
      expect(server.lastRequest().headers.site_code).toBe(expected);
    },
  );

  it('sends t only while a session token is stored', async () => {
    await transport.request(get('/api/f/v1/member/preInfo'));
    expect(server.lastRequest().headers).not.toHaveProperty('t');
    transport.session.setToken('session-token-1');
    await transport.request(get('/api/findmed/v1/member/token'));
    expect(server.lastRequest().headers.t).toBe('session-token-1');
    transport.session.removeToken();
    await transport.request(get('/api/f/v1/member/preInfo'));
    expect(server.lastRequest().headers).not.toHaveProperty('t');
  });
});

describe('request bodies', () => {
  const body = {
    name: '张三 & co',
    amount: 1234,
    tiny: 1e-7,
    agree: true,
    declined: false,
    note: null,
    skipped: undefined,
    when: new Date('2026-01-02T03:04:05.000Z'),
    filter: { state: 1, tags: ['a', 'b'] },
    items: [{ id: 3 }],
  };

  it.each(['POST', 'PUT'] as const)('wraps a %s body as a urlencoded form', async (method) => {
    await transport.request({
      method,
      path: '/api/findmed/v1/member/message/update',
      body,
      retryClass: 'never',
    });
    const request = server.lastRequest();
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(request.text.split('&')).toEqual([
      `name=${encodeURIComponent('张三 & co')}`,
      'amount=1234',
      'tiny=0.0000001',
      'agree=true',
      'declined=false',
      'note=',
      'when=2026-01-02T03%3A04%3A05.000Z',
      'filter[state]=1',
      'filter[tags][0]=a',
      'filter[tags][1]=b',
      'items[0][id]=3',
    ]);
    expect(decodeFormBody(request.text).filter).toEqual({ state: '1', tags: ['a', 'b'] });
  });

  it.each([
    ['a /keep_house/ path', '/api/keep_house/v1/transfer', { amount: 5, skipped: undefined }],
    ['a /task/conter/ path', '/api/findmed/v1/task/conter/list_group', { page: 1, skipped: undefined }],
    [
      'a body marked json: true',
      '/api/findmed/v1/member/message/list',
      { json: true, page: 2, skipped: undefined },
    ],
  ])('sends %s as plain JSON, transformed', async (_case, path, jsonBody) => {
    await transport.request(post(path, jsonBody));
    const request = server.lastRequest();
    expect(request.headers['content-type']).toBe('application/json');
    const { json: _marker, skipped: _skipped, ...expected } = jsonBody as Record<string, unknown>;
    expect(JSON.parse(request.text)).toEqual(expected);
    expect(request.text).not.toContain('"json"');
  });

  it('sends JSON when the endpoint declares the json encoding', async () => {
    await transport.request({ ...post('/api/findmed/v1/task/content', { id: 7 }), encoding: 'json' });
    expect(server.lastRequest().headers['content-type']).toBe('application/json');
    expect(JSON.parse(server.lastRequest().text)).toEqual({ id: 7 });
  });

  it('passes a multipart upload through unchanged', async () => {
    const form = new FormData();
    form.append('kind', 'avatar');
    form.append('file', new Blob(['png-bytes'], { type: 'image/png' }), 'face.png');
    await transport.request(post('/api/f/v1/upload', form));
    const request = server.lastRequest();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.text).toContain('name="kind"\r\n\r\navatar');
    expect(request.text).toContain('filename="face.png"');
    expect(request.text).toContain('Content-Type: image/png\r\n\r\npng-bytes');
  });
});

describe('responses', () => {
  it('stores the id and vid response headers as session token and vid', async () => {
    server.handle((_request, response) =>
      sendJson(
        response,
        200,
        { status: true, data: { username: 'demo1' } },
        { id: 'new-token', vid: 'visitor-9' },
      ),
    );
    await expect(
      transport.request(post('/api/f/v1/member/login/mpe', { username: 'demo1' })),
    ).resolves.toEqual({
      username: 'demo1',
    });
    expect(fixture.storage.session.getItem(storageKeys.session.token)).toBe('new-token');
    expect(fixture.storage.session.getItem(storageKeys.session.vid)).toBe('visitor-9');
    await transport.request(get('/api/findmed/v1/member/token'));
    expect(server.lastRequest().headers.t).toBe('new-token');
  });

  it('ignores id and vid on a refused request', async () => {
    server.handle((_request, response) =>
      sendJson(
        response,
        400,
        { status: false, data: { code: 'ACCOUNT_OR_PASSWORD_INVALID', message: '账号或密码错误' } },
        { id: 'must-not-store', vid: 'must-not-store' },
      ),
    );
    await failureOf(transport.request(post('/api/f/v1/member/login/mpe', {})));
    expect(transport.session.token()).toBeNull();
    expect(transport.session.vid()).toBeNull();
  });

  it('unwraps HTTP 200 with status true to data', async () => {
    server.handle((_request, response) => sendJson(response, 200, { status: true, data: [1, 2, 3] }));
    await expect(transport.request(get('/api/findmed/v1/game/list'))).resolves.toEqual([1, 2, 3]);
  });

  it('turns status false into an ApiError with the code, message, field and HTTP status', async () => {
    server.handle((_request, response) =>
      sendJson(response, 422, {
        status: false,
        data: {
          code: 'FIELD_INVALID',
          message: 'Account name must be 4-11 letters or digits',
          field: 'username',
        },
      }),
    );
    const error = await failureOf(transport.request(post('/api/f/v1/member/register', { username: 'x' })));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'FIELD_INVALID',
      message: 'Account name must be 4-11 letters or digits',
      field: 'username',
      httpStatus: 422,
      method: 'POST',
      path: '/api/f/v1/member/register',
    });
    expect((error as ApiError).hasCode('FIELD_INVALID')).toBe(true);
  });

  it('turns status false on HTTP 200 into an ApiError too', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, { status: false, data: { code: 'CAPTCHA_INVALID', message: '验证码错误' } }),
    );
    const error = await failureOf(transport.request(post('/api/f/v1/member/login/mpe', {})));
    expect(error).toMatchObject({
      name: 'ApiError',
      code: 'CAPTCHA_INVALID',
      httpStatus: 200,
      field: undefined,
    });
  });

  it('does not unwrap a success envelope that arrives with a status other than 200', async () => {
    server.handle((_request, response) => sendJson(response, 201, { status: true, data: { id: 1 } }));
    const error = await failureOf(transport.request(post('/api/findmed/v1/member/message/update', {})));
    expect(error).toBeInstanceOf(RequestFailedError);
    expect(error).toMatchObject({ kind: 'http', httpStatus: 201 });
  });

  it('rejects an HTTP error without the envelope as an http failure', async () => {
    server.handle((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    });
    const error = await failureOf(transport.request(post('/api/findmed/v1/member/message/update', {})));
    expect(error).toMatchObject({ name: 'RequestFailedError', kind: 'http', httpStatus: 502 });
    expect((error as Error).message).toBe(
      'POST /api/findmed/v1/member/message/update failed with HTTP 502 and no error envelope',
    );
  });

  it('rejects a 200 whose body is not the envelope as an invalid response', async () => {
    server.handle((_request, response) => sendJson(response, 200, { balance: 5 }));
    const error = await failureOf(transport.request(get('/api/findmed/v1/member/balance')));
    expect(error).toMatchObject({ name: 'RequestFailedError', kind: 'invalid-response', httpStatus: 200 });
  });

  it("returns a binary endpoint's 200 body (the PNG captcha) as a Blob, byte for byte", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]);
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(png);
    });
    const body = await transport.request({
      ...get('/api/findmed/v1/member/captcha'),
      responseFormat: 'blob',
    });
    expect(body).toBeInstanceOf(Blob);
    expect(Buffer.from(await (body as Blob).arrayBuffer())).toEqual(png);
  });

  it("reads a binary endpoint's error answer as the envelope", async () => {
    server.handle((_request, response) =>
      sendJson(response, 429, {
        status: false,
        data: { code: 'RATE_LIMITED', message: 'Too many requests' },
      }),
    );
    await expect(
      transport.request({ ...get('/api/findmed/v1/member/captcha'), responseFormat: 'blob' }),
    ).rejects.toMatchObject({ name: 'ApiError', code: 'RATE_LIMITED', httpStatus: 429 });
  });

  it("never hands an envelope-endpoint's non-JSON 200 to the caller as data", async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/svg+xml' });
      response.end('<svg/>');
    });
    await expect(transport.request(get('/api/findmed/v1/member/balance'))).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});

describe('session invalid ("token")', () => {
  const answerToken = (status: number, body: unknown) =>
    server.handle((_request, response) => sendJson(response, status, body));

  it('on the web: removes the token, logs out once and goes to /login', async () => {
    transport.session.setToken('stale-token');
    answerToken(401, { status: false, data: 'token' });
    const error = await failureOf(transport.request(get('/api/findmed/v1/member/balance')));
    expect(error).toBeInstanceOf(SessionInvalidError);
    expect(error).toMatchObject({ httpStatus: 401 });
    expect(transport.session.token()).toBeNull();
    expect(fixture.hooks).toEqual({ logouts: 1, navigations: ['/login'], nativeSignInRequests: 0 });
  });

  it('applies to any HTTP status and to an envelope with no status at all', async () => {
    transport.session.setToken('stale-token');
    answerToken(200, { data: 'token' });
    await expect(transport.request(get('/api/findmed/v1/member/token'))).rejects.toBeInstanceOf(
      SessionInvalidError,
    );
    expect(transport.session.token()).toBeNull();
    expect(fixture.hooks.navigations).toEqual(['/login']);
  });

  it('does not treat a true status with data "token" as session invalid', async () => {
    transport.session.setToken('good-token');
    answerToken(200, { status: true, data: 'token' });
    await expect(transport.request(get('/api/findmed/v1/member/md'))).resolves.toBe('token');
    expect(transport.session.token()).toBe('good-token');
    expect(fixture.hooks.logouts).toBe(0);
  });

  it('handles concurrent "token" answers for the same stale token once', async () => {
    transport.session.setToken('stale-token');
    answerToken(401, { status: false, data: 'token' });
    const results = await Promise.allSettled([
      transport.request(get('/api/findmed/v1/member/token')),
      transport.request(get('/api/findmed/v1/member/balance')),
      transport.request(get('/api/findmed/v1/member/message/num')),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(fixture.hooks).toEqual({ logouts: 1, navigations: ['/login'], nativeSignInRequests: 0 });
  });

  it('keeps a token stored by a newer sign-in while an old request comes back "token"', async () => {
    transport.session.setToken('old-token');
    server.handle((_request, response) => {
      transport.session.setToken('newer-token');
      sendJson(response, 401, { status: false, data: 'token' });
    });
    await failureOf(transport.request(get('/api/findmed/v1/member/balance')));
    expect(transport.session.token()).toBe('newer-token');
    expect(fixture.hooks.logouts).toBe(0);
  });

  it('in the native app: calls the native sign-in handler instead of navigating', async () => {
    injectNativeShell(fixture);
    transport.session.setToken('stale-token');
    answerToken(401, { status: false, data: 'token' });
    await expect(transport.request(get('/api/findmed/v1/member/balance'))).rejects.toBeInstanceOf(
      SessionInvalidError,
    );
    expect(transport.session.token()).toBeNull();
    expect(fixture.hooks).toEqual({ logouts: 1, navigations: [], nativeSignInRequests: 1 });
  });

  it('falls back to /login when the native handler throws', async () => {
    fixture.host.platformNative = {
      requestSignIn: () => {
        throw new Error('shell crashed');
      },
    };
    answerToken(401, { status: false, data: 'token' });
    await expect(transport.request(get('/api/findmed/v1/member/balance'))).rejects.toBeInstanceOf(
      SessionInvalidError,
    );
    expect(fixture.hooks).toEqual({ logouts: 1, navigations: ['/login'], nativeSignInRequests: 0 });
  });

  it('falls back to /login when the app flag is set but the shell exposes no handler', async () => {
    fixture.nativeBridge.markNativeApp();
    expect(fixture.nativeBridge.isNativeApp()).toBe(true);
    answerToken(401, { status: false, data: 'token' });
    await failureOf(transport.request(get('/api/findmed/v1/member/balance')));
    expect(fixture.hooks).toEqual({ logouts: 1, navigations: ['/login'], nativeSignInRequests: 0 });
  });
});

describe('failures without an answer', () => {
  it('rejects with a timeout when the server never answers (injected 300 ms)', async () => {
    server.handle(() => undefined);
    const quick = createTransport(fixture.options(server.baseUrl, { timeoutMs: 300 }));
    const started = performance.now();
    const error = await failureOf(quick.request(get('/api/findmed/v1/game/list')));
    const elapsed = performance.now() - started;
    expect(error).toBeInstanceOf(RequestFailedError);
    expect(error).toMatchObject({ kind: 'timeout', method: 'GET', path: '/api/findmed/v1/game/list' });
    expect(elapsed).toBeGreaterThanOrEqual(290);
    expect(elapsed).toBeLessThan(2000);
  });

  it('times out a server that sends headers and then stalls the body', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"status":true,');
    });
    const quick = createTransport(fixture.options(server.baseUrl, { timeoutMs: 300 }));
    await expect(quick.request(get('/api/findmed/v1/game/list'))).rejects.toMatchObject({ kind: 'timeout' });
  });

  it('gives up after the default 10 000 ms, measured against a server that never answers', async () => {
    expect(transport.timeoutMs).toBe(10_000);
    let receivedAt = 0;
    let closedAt = 0;
    server.handle((_request, response) => {
      receivedAt = performance.now();
      response.on('close', () => {
        closedAt = performance.now();
      });
    });
    const error = await failureOf(transport.request(get('/api/findmed/v1/game/list')));
    const rejectedAt = performance.now();
    expect(error).toMatchObject({ name: 'RequestFailedError', kind: 'timeout' });
    // The abort reaches the server as a closed connection: the client really stopped waiting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closedAt).toBeGreaterThan(0);
    expect(rejectedAt - receivedAt).toBeGreaterThanOrEqual(9_900);
    expect(rejectedAt - receivedAt).toBeLessThan(10_500);
  });

  it("rejects with the caller's reason when the caller cancels, and does not retry", async () => {
    server.handle(() => undefined);
    const controller = new AbortController();
    const pending = transport.request({
      ...get('/api/findmed/v1/game/list'),
      retryClass: 'read',
      signal: controller.signal,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort(new DOMException('query no longer needed', 'AbortError'));
    const error = await failureOf(pending);
    expect(error).toMatchObject({ name: 'AbortError', message: 'query no longer needed' });
    expect(server.requests).toHaveLength(1);
    await expect(
      transport.request({ ...get('/api/findmed/v1/game/list'), signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.requests).toHaveLength(1);
  });

  it('rejects with a network failure when the connection drops', async () => {
    server.handle((_request, response) => response.socket?.destroy());
    const error = await failureOf(transport.request(post('/api/findmed/v1/member/message/update', {})));
    expect(error).toMatchObject({ name: 'RequestFailedError', kind: 'network' });
  });

  it('rejects with a network failure when nothing listens', async () => {
    const baseUrl = server.baseUrl;
    await server.close();
    server = await startTestServer();
    const unreachable = createTransport(fixture.options(baseUrl));
    await expect(unreachable.request(post('/api/f/v1/member/login/mpe', {}))).rejects.toMatchObject({
      kind: 'network',
    });
  });
});

describe('retries', () => {
  function answerInTurn(...answers: Array<'drop' | 'hang' | number>) {
    let index = 0;
    server.handle((_request, response) => {
      const answer = answers[Math.min(index, answers.length - 1)];
      index += 1;
      if (answer === 'drop') response.socket?.destroy();
      else if (answer === 'hang') return;
      else if (answer === 200) sendJson(response, 200, { status: true, data: 'done' });
      else
        sendJson(response, answer ?? 500, {
          status: false,
          data: { code: 'INTERNAL_ERROR', message: 'fault' },
        });
    });
  }

  it('retries a read after overload and faults until it succeeds', async () => {
    answerInTurn(503, 'drop', 429, 200);
    await expect(
      transport.request({ ...get('/api/findmed/v1/game/list'), retryClass: 'read' }),
    ).resolves.toBe('done');
    expect(server.requests).toHaveLength(4);
  });

  it('stops retrying a read after three retries', async () => {
    answerInTurn(503);
    await expect(
      transport.request({ ...get('/api/findmed/v1/game/list'), retryClass: 'read' }),
    ).rejects.toMatchObject({
      code: 'INTERNAL_ERROR',
      httpStatus: 503,
    });
    expect(server.requests).toHaveLength(4);
  });

  it('never retries a read the server refused with a 4xx', async () => {
    answerInTurn(404);
    await failureOf(transport.request({ ...get('/api/findmed/v1/promo/detail'), retryClass: 'read' }));
    expect(server.requests).toHaveLength(1);
  });

  it('retries a money-moving POST after a dropped connection with the same Idempotency-Key', async () => {
    answerInTurn('drop', 200);
    const money: TransportRequest = {
      ...post('/api/f/v1/withdraw', { amountMinor: 10000 }),
      retryClass: 'money-moving',
    };
    await expect(transport.request(money)).resolves.toBe('done');
    const [first, second] = server.requests;
    expect(server.requests).toHaveLength(2);
    expect(first?.headers['idempotency-key']).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(second?.text).toBe(first?.text);
  });

  it('uses the caller key for every attempt and a new key for a new logical call', async () => {
    answerInTurn('drop', 200);
    const key = 'withdraw-intent-0001';
    await transport.request({
      ...post('/api/f/v1/withdraw', { amountMinor: 1 }),
      retryClass: 'money-moving',
      idempotencyKey: key,
    });
    expect(server.requests.map((request) => request.headers['idempotency-key'])).toEqual([key, key]);
    answerInTurn(200);
    await transport.request({
      ...post('/api/f/v1/withdraw', { amountMinor: 1 }),
      retryClass: 'money-moving',
    });
    const freshKey = server.lastRequest().headers['idempotency-key'];
    expect(freshKey).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(freshKey).not.toBe(key);
  });

  it('bounds the retries of a money-moving POST', async () => {
    answerInTurn('drop');
    await expect(
      transport.request({ ...post('/api/f/v1/withdraw', { amountMinor: 1 }), retryClass: 'money-moving' }),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(server.requests).toHaveLength(3);
  });

  it.each([
    ['a fault status', 500],
    ['a timeout', 'hang'],
  ] as const)('never retries a money-moving POST after %s', async (_case, answer) => {
    answerInTurn(answer, 200);
    const quick = createTransport(fixture.options(server.baseUrl, { timeoutMs: 300 }));
    await failureOf(
      quick.request({ ...post('/api/f/v1/withdraw', { amountMinor: 1 }), retryClass: 'money-moving' }),
    );
    expect(server.requests).toHaveLength(1);
  });

  it('never retries an ordinary POST, and sends it without an Idempotency-Key', async () => {
    answerInTurn('drop', 200);
    await expect(transport.request(post('/api/findmed/v1/member/message/update', {}))).rejects.toMatchObject({
      kind: 'network',
    });
    expect(server.requests).toHaveLength(1);
    expect(server.lastRequest().headers).not.toHaveProperty('idempotency-key');
  });
});
