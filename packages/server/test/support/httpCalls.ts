import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { type BodyObject, encodeFormBody, requestHeaders } from '@platform/contract';
import { sealPassword } from './testApp.ts';

/**
 * Calls to a listening API (a real process from serverProcesses.ts) over HTTP, with the headers `testApp.ts`
 * sends through `inject`. Each call comes from its own loopback address (127.x.y.z), as `inject` calls do, so the
 * per-address limits of sign-in and password change stay out of the way of a test that signs in many times.
 */

export interface HttpReply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  json<T = unknown>(): T;
}

export interface HttpCallOptions {
  token?: string;
  site?: string;
  headers?: Record<string, string>;
}

function loopbackAddress(): string {
  const [a, b, c] = randomBytes(3);
  return `127.${a}.${b}.${Math.max(1, c ?? 1)}`;
}

function call(
  method: 'GET' | 'POST',
  url: string,
  body: string | undefined,
  options: HttpCallOptions,
): Promise<HttpReply> {
  const headers: Record<string, string> = {
    d: '25',
    device_no: 'h5--http-test',
    site_code: options.site ?? 'hgty',
    ...(options.token ? { [requestHeaders.sessionToken]: options.token } : {}),
    ...(body === undefined ? {} : { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' }),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method, headers, localAddress: loopbackAddress() }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: text,
          json: <T>() => JSON.parse(text) as T,
        });
      });
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

export function httpGet(baseUrl: string, path: string, options: HttpCallOptions = {}): Promise<HttpReply> {
  return call('GET', baseUrl + path, undefined, options);
}

/** POST with the spec's form wrapping. */
export function httpPostForm(
  baseUrl: string,
  path: string,
  body: BodyObject,
  options: HttpCallOptions = {},
): Promise<HttpReply> {
  return call('POST', baseUrl + path, encodeFormBody(body), options);
}

export async function httpPublicKey(baseUrl: string): Promise<string> {
  const reply = await httpGet(baseUrl, '/api/f/v1/member/rsaKey');
  return reply.json<{ data: { publicKeySpkiPem: string } }>().data.publicKeySpkiPem;
}

/** A password as the client sends it: sealed with the instance's public key. */
export async function httpSealedPassword(baseUrl: string, password: string): Promise<string> {
  return sealPassword(await httpPublicKey(baseUrl), password);
}

/** Signs in over HTTP and returns the session token from the `id` header (throws with the reply when refused). */
export async function httpSignIn(
  baseUrl: string,
  credentials: { site?: string; username: string; password: string },
): Promise<string> {
  const reply = await httpPostForm(
    baseUrl,
    '/api/f/v1/member/login/mpe',
    { username: credentials.username, password: await httpSealedPassword(baseUrl, credentials.password) },
    { site: credentials.site },
  );
  const token = reply.headers.id;
  if (reply.status !== 200 || typeof token !== 'string') {
    throw new Error(`sign-in failed: ${reply.status} ${reply.body}`);
  }
  return token;
}
