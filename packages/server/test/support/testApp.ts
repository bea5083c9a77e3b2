import { constants, publicEncrypt, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type BodyObject, encodeFormBody } from '@platform/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/app.ts';
import { type DatabaseConnection, openDatabase } from '../../src/composition/openDatabase.ts';
import { TEST_DEMO_PASSWORD } from './testConstants.ts';

export interface TestApp {
  app: FastifyInstance;
  connection: DatabaseConnection;
  /** Captcha answers by device number, as the image would show them. */
  captchaAnswers: Map<string, string>;
  /** Every log line the app wrote. */
  logLines: string[];
  /** Moves the app's clock forward. */
  advanceClock(ms: number): void;
  /** Puts the app's clock back to real time. */
  resetClock(): void;
  close(): Promise<void>;
}

/** A fresh copy of the run's migrated, seeded snapshot. */
export async function openTestDatabase(): Promise<DatabaseConnection> {
  const snapshot = readFileSync(inject('pgliteSnapshotPath'));
  const client = new PGlite({ loadDataDir: new Blob([snapshot]) });
  return openDatabase({ pglite: client });
}

export async function createTestApp(options: Partial<BuildAppOptions> = {}): Promise<TestApp> {
  const connection = await openTestDatabase();
  const captchaAnswers = new Map<string, string>();
  const logLines: string[] = [];
  let offsetMs = 0;
  const app = await buildApp({
    db: connection.db,
    clock: () => Date.now() + offsetMs,
    rateLimits: false,
    logLevel: 'info',
    logStream: { write: (line: string) => void logLines.push(line) },
    revealCaptchaAnswer: (device, answer) => captchaAnswers.set(device, answer),
    outboxNotices: connection.openOutboxNotices(),
    ...options,
  });
  await app.ready();
  return {
    app,
    connection,
    captchaAnswers,
    logLines,
    advanceClock: (ms) => {
      offsetMs += ms;
    },
    resetClock: () => {
      offsetMs = 0;
    },
    close: async () => {
      await app.close();
      await connection.close();
    },
  };
}

/** The ciphertext a client sends for a password (spec §7 and decisions: RSA-OAEP SHA-256 of {"v","n","t"}). */
export function sealPassword(
  publicKeySpkiPem: string,
  password: string,
  sealed: { nonce?: string; timestampMs?: number } = {},
): string {
  const plaintext = JSON.stringify({
    v: password,
    n: sealed.nonce ?? randomBytes(18).toString('base64url'),
    t: sealed.timestampMs ?? Date.now(),
  });
  return publicEncrypt(
    { key: publicKeySpkiPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(plaintext, 'utf8'),
  ).toString('base64');
}

export interface CallOptions {
  token?: string;
  site?: string;
  lang?: string;
  device?: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  /** Client address; by default each call comes from its own address so per-address limits stay out of the way. */
  ip?: string;
}

function addressOf(options: CallOptions): string {
  return options.ip ?? `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
}

function baseHeaders(options: CallOptions): Record<string, string> {
  return {
    d: '25',
    device_no: options.device ?? 'h5--test-device',
    site_code: options.site ?? 'hgty',
    ...(options.lang ? { lang: options.lang } : {}),
    ...(options.token ? { t: options.token } : {}),
    ...options.headers,
  };
}

export function get(
  app: FastifyInstance,
  url: string,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url,
    query: options.query,
    headers: baseHeaders(options),
    remoteAddress: addressOf(options),
  });
}

/** POST with the spec's form wrapping. */
export function postForm(
  app: FastifyInstance,
  url: string,
  body: BodyObject,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: encodeFormBody(body),
    remoteAddress: addressOf(options),
    headers: { ...baseHeaders(options), 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
  });
}

export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    remoteAddress: addressOf(options),
    headers: { ...baseHeaders(options), 'content-type': 'application/json' },
  });
}

export async function publicKeyOf(app: FastifyInstance): Promise<string> {
  const response = await get(app, '/api/f/v1/member/rsaKey');
  return (response.json() as { data: { publicKeySpkiPem: string } }).data.publicKeySpkiPem;
}

/** Signs in and returns the session token from the `id` header (throws with the reply when sign-in fails). */
export async function signIn(
  app: FastifyInstance,
  options: { site?: string; username?: string; password?: string } = {},
): Promise<string> {
  const publicKey = await publicKeyOf(app);
  const response = await postForm(
    app,
    '/api/f/v1/member/login/mpe',
    {
      username: options.username ?? 'demo',
      password: sealPassword(publicKey, options.password ?? TEST_DEMO_PASSWORD),
    },
    { site: options.site ?? 'hgty' },
  );
  const token = response.headers.id;
  if (response.statusCode !== 200 || typeof token !== 'string') {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  return token;
}

/** Registers a fresh member through the API (captcha answered) and returns its token and name. */
export async function registerMember(
  testApp: TestApp,
  options: { site?: string; username?: string; password?: string; inviteCode?: string } = {},
): Promise<{ token: string; username: string; password: string }> {
  const username = options.username ?? `m${randomBytes(4).toString('hex')}`.slice(0, 11);
  const password = options.password ?? 'Secret123x';
  const device = `h5--reg-${username}`;
  const site = options.site ?? 'hgty';
  await get(testApp.app, '/api/findmed/v1/member/captcha', { device, site });
  const response = await postForm(
    testApp.app,
    '/api/f/v1/member/register',
    {
      username,
      password: sealPassword(await publicKeyOf(testApp.app), password),
      captcha: testApp.captchaAnswers.get(device) ?? '',
      inviteCode: options.inviteCode,
    },
    { device, site },
  );
  const token = response.headers.id;
  if (response.statusCode !== 200 || typeof token !== 'string') {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  return { token, username, password };
}

export function errorCodeOf(response: LightMyRequestResponse): string | undefined {
  const body = response.json() as { data?: { code?: string } };
  return body.data?.code;
}
