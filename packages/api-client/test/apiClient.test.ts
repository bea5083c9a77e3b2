import { constants, generateKeyPairSync, privateDecrypt } from 'node:crypto';
import {
  type EndpointDefinition,
  type EndpointName,
  endpoints,
  IDEMPOTENCY_KEY_PATTERN,
} from '@platform/contract';
import { PRE_INFO_STALE_MS } from '@platform/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../src/apiClient.ts';
import { createIdempotencyKey } from '../src/idempotencyKey.ts';
import { type ClientFixture, createClientFixture } from './support/clientFixture.ts';
import { sendJson, startTestServer, type TestServer } from './support/testServer.ts';

let server: TestServer;
let fixture: ClientFixture;
let client: ApiClient;
let clock: number;

beforeEach(async () => {
  server = await startTestServer();
  fixture = createClientFixture();
  clock = 1_000_000;
  client = createApiClient({ ...fixture.options(server.baseUrl), now: () => clock });
});
afterEach(async () => {
  await server.close();
});

describe('typed endpoint calls', () => {
  it('sends a GET with its query and resolves with data', async () => {
    server.handle((request, response) =>
      sendJson(response, 200, {
        status: true,
        data: { level: Number(request.query.get('level')), name: 'Gold' },
      }),
    );
    const level = await client.api.vipDetail({ query: { level: 3 } });
    expect(level).toMatchObject({ level: 3, name: 'Gold' });
    expect(server.lastRequest()).toMatchObject({ method: 'GET', path: '/api/findmed/v1/member/vips/detail' });
    expect(server.lastRequest().query.get('level')).toBe('3');
  });

  it('sends a form endpoint wrapped and a task endpoint as JSON', async () => {
    await client.call('messageUpdate', { body: { ids: ['m1', 'm2'], action: 'read' } });
    expect(server.lastRequest().headers['content-type']).toBe(
      'application/x-www-form-urlencoded;charset=UTF-8',
    );
    await client.api.taskGroups({ body: {} });
    expect(server.lastRequest()).toMatchObject({
      path: '/api/findmed/v1/task/conter/list_group',
      text: '{}',
    });
    expect(server.lastRequest().headers['content-type']).toBe('application/json');
  });

  it('uploads FormData through the multipart endpoint and refuses a mismatched body', async () => {
    const form = new FormData();
    form.append('file', new Blob(['GIF89a'], { type: 'image/gif' }), 'a.gif');
    await client.api.upload({ body: form });
    expect(server.lastRequest().headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const requestCount = server.requests.length;
    await expect(client.call('feedbackSubmit', { body: form as never })).rejects.toThrow(
      'feedbackSubmit takes a form body, not FormData',
    );
    await expect(client.call('upload', { body: { file: 'x' } as never })).rejects.toThrow(
      'upload uploads multipart: pass a FormData body',
    );
    expect(server.requests).toHaveLength(requestCount);
  });

  it('returns the captcha PNG as a Blob', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/png' });
      response.end(png);
    });
    const image = await client.api.captcha();
    expect(image.type).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(png);
  });

  it('retries a GET endpoint after a fault but never a plain POST endpoint', async () => {
    let answered = 0;
    server.handle((_request, response) => {
      answered += 1;
      if (answered === 1)
        sendJson(response, 503, { status: false, data: { code: 'INTERNAL_ERROR', message: 'x' } });
      else sendJson(response, 200, { status: true, data: [] });
    });
    await client.api.vipLevels();
    expect(server.requestsTo('/api/findmed/v1/member/vips/list')).toHaveLength(2);
    answered = 0;
    await expect(client.api.messageUnreadCount()).resolves.toEqual([]);
    answered = 0;
    await expect(client.api.heartbeat({ body: { gameid: 'g1', platform: 'p1' } })).rejects.toMatchObject({
      httpStatus: 503,
    });
    expect(server.requestsTo('/api/findmed/v1/heartbeat')).toHaveLength(1);
  });
});

describe('money-moving endpoints', () => {
  const withdrawPath = endpoints.withdraw.path;
  const body = {
    withdrawalAccountId: '6f1c1a52-7d0e-4b8e-9c55-0a5b1c2d3e4f',
    amountMinor: 10_000,
    withdrawPassword: 'cipher'.repeat(4),
  };

  it('every endpoint marked moneyMoving sends an Idempotency-Key, and no other endpoint does', async () => {
    const all = Object.values(endpoints) as EndpointDefinition[];
    expect(all.filter((endpoint) => endpoint.moneyMoving).map((endpoint) => endpoint.name)).toContain(
      'withdraw',
    );
    for (const endpoint of all) {
      const body = endpoint.encoding === 'multipart' ? new FormData() : endpoint.body ? {} : undefined;
      await client.call(endpoint.name as EndpointName, { body } as never).catch(() => undefined);
      const key = server.lastRequest().headers['idempotency-key'];
      expect({ endpoint: endpoint.name, sendsKey: key !== undefined }).toEqual({
        endpoint: endpoint.name,
        sendsKey: endpoint.moneyMoving === true,
      });
      if (endpoint.moneyMoving) expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    }
    expect(server.requests).toHaveLength(all.length);
  });

  it('retries withdraw after the server drops the first connection, under the same key and body', async () => {
    let connections = 0;
    server.handle((_request, response) => {
      connections += 1;
      if (connections === 1) response.socket?.destroy();
      else sendJson(response, 200, { status: true, data: { id: 'w1' } });
    });
    await expect(client.api.withdraw({ body })).resolves.toEqual({ id: 'w1' });
    const [first, second] = server.requestsTo(withdrawPath);
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
    expect(second?.text).toBe(first?.text);
  });

  it('lets the caller retry a failed intent with its own key', async () => {
    server.handle((_request, response) =>
      sendJson(response, 409, {
        status: false,
        data: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'conflict' },
      }),
    );
    const key = createIdempotencyKey();
    await expect(client.api.withdraw({ body, idempotencyKey: key })).rejects.toMatchObject({
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    await expect(client.api.withdraw({ body, idempotencyKey: key })).rejects.toMatchObject({
      httpStatus: 409,
    });
    expect(server.requestsTo(withdrawPath).map((request) => request.headers['idempotency-key'])).toEqual([
      key,
      key,
    ]);
  });
});

describe('pre-info cache', () => {
  beforeEach(() => {
    server.handle((request, response) =>
      sendJson(response, 200, { status: true, data: { customer_service: `cs-${request.headers.lang}` } }),
    );
  });

  it('answers from memory for 60 s, then asks again', async () => {
    await expect(client.api.preInfo()).resolves.toEqual({ customer_service: 'cs-zh-CN' });
    clock += PRE_INFO_STALE_MS - 1;
    await client.api.preInfo();
    expect(server.requestsTo('/api/f/v1/member/preInfo')).toHaveLength(1);
    clock += 1;
    await client.api.preInfo();
    expect(server.requestsTo('/api/f/v1/member/preInfo')).toHaveLength(2);
  });

  it('shares one request between concurrent callers and keeps languages apart', async () => {
    await Promise.all([client.api.preInfo(), client.call('preInfo'), client.api.preInfo()]);
    expect(server.requestsTo('/api/f/v1/member/preInfo')).toHaveLength(1);
    fixture.locale = 'en-US';
    await expect(client.api.preInfo()).resolves.toEqual({ customer_service: 'cs-en-US' });
    expect(server.requestsTo('/api/f/v1/member/preInfo')).toHaveLength(2);
  });

  it('does not keep a failed answer', async () => {
    server.handle((_request, response) =>
      sendJson(response, 400, { status: false, data: { code: 'FIELD_INVALID', message: 'no' } }),
    );
    await expect(client.api.preInfo()).rejects.toMatchObject({ code: 'FIELD_INVALID' });
    server.handle((_request, response) =>
      sendJson(response, 200, { status: true, data: { customer_service: '' } }),
    );
    await expect(client.api.preInfo()).resolves.toEqual({ customer_service: '' });
  });

  it('does not cache other endpoints', async () => {
    await client.api.phoneAreas();
    await client.api.phoneAreas();
    expect(server.requestsTo('/api/findmed/v1/member/phoneArea')).toHaveLength(2);
  });
});

describe('throttled refreshes over HTTP', () => {
  it('refreshes member info once per 30 s; forgetSession clears the sign-in and the throttles', async () => {
    server.handle((_request, response) =>
      sendJson(response, 200, { status: true, data: { username: 'demo1' } }, { id: 'tok-1', vid: 'vid-1' }),
    );
    await client.api.signIn({ body: { username: 'demo1', password: 'x'.repeat(16) } });
    expect(client.isSignedIn()).toBe(true);
    await client.refresh.memberInfo();
    clock += 29_000;
    await client.refresh.memberInfo();
    expect(server.requestsTo('/api/findmed/v1/member/token')).toHaveLength(1);
    client.forgetSession();
    expect(client.isSignedIn()).toBe(false);
    expect(client.session.vid()).toBeNull();
    await client.refresh.memberInfo();
    expect(server.requestsTo('/api/findmed/v1/member/token')).toHaveLength(2);
    expect(server.lastRequest().headers).not.toHaveProperty('t');
  });

  it('refreshes the balance once per 30 s, independently of member info', async () => {
    client.session.setToken('tok-1');
    await client.refresh.balance();
    await client.refresh.memberInfo();
    clock += 29_999;
    await client.refresh.balance();
    expect(server.requestsTo(endpoints.balance.path)).toHaveLength(1);
    clock += 1;
    await client.refresh.balance();
    expect(server.requestsTo(endpoints.balance.path)).toHaveLength(2);
    expect(server.requestsTo(endpoints.memberInfo.path)).toHaveLength(1);
    client.resetThrottles();
    await client.refresh.balance();
    expect(server.requestsTo(endpoints.balance.path)).toHaveLength(3);
  });

  it('task groups pass every 100 ms', async () => {
    await Promise.all([client.refresh.taskGroups(), client.refresh.taskGroups()]);
    clock += 100;
    await client.refresh.taskGroups();
    expect(server.requestsTo('/api/findmed/v1/task/conter/list_group')).toHaveLength(2);
  });

  it('a session-invalid answer resets the throttles as logout does', async () => {
    client.session.setToken('tok-1');
    await client.refresh.memberInfo();
    server.handle((_request, response) => sendJson(response, 401, { status: false, data: 'token' }));
    await expect(client.api.vips()).rejects.toMatchObject({ name: 'SessionInvalidError' });
    expect(fixture.hooks.logouts).toBe(1);
    server.handle((_request, response) =>
      sendJson(response, 200, { status: true, data: { username: 'demo2' } }),
    );
    await expect(client.refresh.memberInfo()).resolves.toEqual({ username: 'demo2' });
  });
});

describe('password encryption (RSA-OAEP SHA-256)', () => {
  let privateKeyPem: string;
  let publicKeySpkiPem: string;

  beforeAll(() => {
    const pair = generateKeyPairSync('rsa', {
      modulusLength: 3072,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    privateKeyPem = pair.privateKey;
    publicKeySpkiPem = pair.publicKey;
  });

  beforeEach(() => {
    server.handle((request, response) => {
      if (request.path === '/api/f/v1/member/rsaKey') {
        sendJson(response, 200, { status: true, data: { keyId: 'k1', publicKeySpkiPem } });
      } else sendJson(response, 200, { status: true, data: true });
    });
  });

  /** What the server does: node:crypto privateDecrypt with OAEP and SHA-256 (Node's default would be SHA-1). */
  function serverDecrypt(ciphertextBase64: string): { v: string; n: string; t: number } {
    const plaintext = privateDecrypt(
      { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(ciphertextBase64, 'base64'),
    );
    return JSON.parse(plaintext.toString('utf8'));
  }

  it('produces base64 the server decrypts to {v, n, t}', async () => {
    const before = Date.now();
    const ciphertext = await client.encryptPassword('correct horse 12');
    expect(ciphertext).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(ciphertext, 'base64')).toHaveLength(384);
    const plaintext = serverDecrypt(ciphertext);
    expect(plaintext.v).toBe('correct horse 12');
    expect(plaintext.n).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(plaintext.t).toBeGreaterThanOrEqual(before);
    expect(plaintext.t).toBeLessThanOrEqual(Date.now());
  });

  it('fails on the server side without SHA-256 (the hash really is SHA-256)', async () => {
    const ciphertext = await client.encryptPassword('secret-password');
    expect(() =>
      privateDecrypt(
        { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
        Buffer.from(ciphertext, 'base64'),
      ),
    ).toThrow();
  });

  it('uses a new nonce every time and fits a 64-character CJK and emoji password', async () => {
    const password = `${'密码'.repeat(30)}🙂🙂🙂🙂`;
    const first = await client.encryptPassword(password);
    const second = await client.encryptPassword(password);
    expect(first).not.toBe(second);
    expect(serverDecrypt(first).v).toBe(password);
    expect(serverDecrypt(first).n).not.toBe(serverDecrypt(second).n);
  });

  it('encrypts exactly the password fields of an endpoint body, with one key fetch', async () => {
    const body = await client.encryptPasswordFields('updatePassword', {
      oldPassword: 'old-password-1',
      newPassword: 'new-password-2',
    });
    expect(server.requestsTo('/api/f/v1/member/rsaKey')).toHaveLength(1);
    await client.api.updatePassword({ body });
    const sent = new URLSearchParams(server.lastRequest().text);
    expect(serverDecrypt(sent.get('oldPassword') ?? '').v).toBe('old-password-1');
    expect(serverDecrypt(sent.get('newPassword') ?? '').v).toBe('new-password-2');

    const signIn = await client.encryptPasswordFields('signIn', { username: 'demo1', password: 'pw-123456' });
    expect(signIn.username).toBe('demo1');
    expect(serverDecrypt(signIn.password).v).toBe('pw-123456');
  });
});
