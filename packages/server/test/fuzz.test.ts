import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type EndpointDefinition, endpoints } from '@platform/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { isStorableText } from '../src/http/storableText.ts';
import { createTestApp, signIn, type TestApp } from './support/testApp.ts';

/**
 * Property-based fuzz over every endpoint of the contract: text the database refuses (NUL, lone surrogates),
 * huge and deeply nested values, malformed form and JSON text, and every multipart shape. Each endpoint gets the
 * same number of generated requests from a fixed seed (FUZZ_SEED replays another), and the assertion is that not
 * one of them answers 5xx.
 */
const RUNS_PER_ENDPOINT = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_122);

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const LONE_SURROGATES = ['\uD800', '\uDFFF', 'a\uDC00b', '\uD83D'];
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string().map((text) => `${text}\u0000${text}`),
  fc.constantFrom(...LONE_SURROGATES),
  fc.constantFrom('\u202Eevil', 'a\u200Bb', '<img src=x onerror=alert(1)>', "' or 1=1 --", '__proto__'),
  fc.constantFrom('', ' ', '1e3', '-0', 'NaN', '9007199254740993', 'null', 'true', '../../etc/passwd'),
  fc.nat({ max: 60_000 }).map((length) => 'x'.repeat(length)),
);
const hostileScalar = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);

function nestedArrays(depth: number): unknown {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 === 0 ? [value] : { a: value };
  return value;
}
const { hostileValue } = fc.letrec((tie) => ({
  hostileValue: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileScalar,
    fc.array(tie('hostileValue'), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('hostileValue'), { maxKeys: 3 }),
    fc.constantFrom(5, 64, 2_000).map(nestedArrays),
  ),
}));

function keysOf(schema: unknown): string[] {
  return Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});
}
function keyFor(schema: unknown) {
  const known = keysOf(schema);
  return known.length > 0
    ? fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 8 }))
    : fc.string({ maxLength: 8 });
}

/** Percent-encoded text as a hostile client would send it, including bytes that are not UTF-8 at all. */
const rawEncodedValue = fc.oneof(
  hostileText.map((text) =>
    isStorableText(text.replaceAll('\u0000', '')) ? encodeURIComponent(text) : '%ED%A0%80',
  ),
  fc.constantFrom('%00', 'x%00y', '%ED%A0%80', '%ED%B0%80', '%C0%80', '%E2%80%AE', '%', '%zz', '%FF%FE'),
);
function rawPairs(schema: unknown) {
  return fc
    .array(
      fc.tuple(
        fc.oneof(
          keyFor(schema),
          fc.constantFrom('a[b][c]', 'a[', 'a[0][1][2][3][4][5][6][7][8][9][10][11][12][13][14][15][16]'),
        ),
        rawEncodedValue,
      ),
      { maxLength: 6 },
    )
    .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));
}

/** JSON text: mostly a generated object (lone surrogates stay escaped), sometimes not JSON at all. */
function jsonText(schema: unknown) {
  return fc.oneof(
    fc.dictionary(keyFor(schema), hostileValue, { maxKeys: 6 }).map((body) => JSON.stringify(body)),
    fc.constantFrom(
      '{"a":',
      '[',
      '"\\u0000"',
      '{"a":"\\ud800"}',
      'null',
      '1',
      `${'['.repeat(5_000)}`,
      '{"__proto__":{"x":1}}',
    ),
  );
}

const BOUNDARY = 'fuzzboundary';
const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
function part(headers: string, content: Buffer | string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`),
    Buffer.from(content),
    Buffer.from('\r\n'),
  ]);
}
const closing = Buffer.from(`--${BOUNDARY}--\r\n`);
const fileHeaders = (name: string, filename = 'a.png') =>
  `Content-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png`;

/**
 * The opening bytes of the image formats we accept and of others file-type reads further into (a PNG's first
 * chunk, a TIFF's directory, an Ogg page, an ID3 tag, an EBML header): uploaded cut short at every length, as a
 * dropped connection or a hostile client sends them.
 */
const FILE_HEADS = [
  Buffer.concat([PNG_HEADER, Buffer.from('0000001000000010080600000000', 'hex')]),
  Buffer.from('ffd8ffe000104a46494600010100000100010000ffdb0043', 'hex'),
  Buffer.from('GIF89a\x10\x00\x10\x00\x80\x00\x00', 'latin1'),
  Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from('24000000', 'hex'),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(8),
  ]),
  Buffer.from('49492a000800000001000001030001000000', 'hex'),
  Buffer.from('4d4d002a0000000800010100000300000001', 'hex'),
  Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282847765626d', 'hex'),
  Buffer.concat([Buffer.from('OggS'), Buffer.from('0002000000000000000000000000', 'hex')]),
  Buffer.concat([Buffer.from('ID3'), Buffer.from('0400000000000a', 'hex')]),
  Buffer.from('0000001c667479706176696600000000', 'hex'),
];
const truncatedFiles = FILE_HEADS.flatMap((head) =>
  Array.from({ length: head.length }, (_, length) => head.subarray(0, length + 1)),
);

/** Every multipart shape worth sending: no boundary, truncated, wrong names, too many parts, odd file names. */
const multipartShapes: { contentType: string; payload: Buffer }[] = [
  {
    contentType: 'multipart/form-data',
    payload: Buffer.concat([part(fileHeaders('file'), PNG_HEADER), closing]),
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: part(fileHeaders('file'), PNG_HEADER).subarray(0, 40),
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: part(fileHeaders('file'), PNG_HEADER),
  },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: Buffer.alloc(0) },
  { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: closing },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.from('garbage without any boundary'),
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.concat([part('X-Nothing: here', 'x'), closing]),
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.concat([part(fileHeaders('other'), PNG_HEADER), closing]),
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.concat([
      part('Content-Disposition: form-data; name="file"', 'plain field, not a file'),
      closing,
    ]),
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.concat([
      part(fileHeaders('file'), PNG_HEADER),
      part(fileHeaders('file'), PNG_HEADER),
      closing,
    ]),
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.concat([
      ...Array.from({ length: 8 }, (_, index) =>
        part(`Content-Disposition: form-data; name="f${index}"`, 'v'),
      ),
      part(fileHeaders('file'), PNG_HEADER),
      closing,
    ]),
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.concat([part(fileHeaders('file', 'a\u0000.png'), PNG_HEADER), closing]),
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.concat([part(fileHeaders('file', 'x'.repeat(20_000)), PNG_HEADER), closing]),
  },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.concat([part(fileHeaders('file'), 'not an image'), closing]),
  },
  { contentType: `multipart/form-data; boundary="${'b'.repeat(300)}"`, payload: Buffer.from('--') },
  { contentType: 'multipart/mixed; boundary=x', payload: Buffer.from('--x\r\n\r\n--x--') },
  {
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: Buffer.concat([part(fileHeaders('file'), PNG_HEADER.subarray(0, 8)), closing]),
  },
];

type JsonSchema = {
  type?: string;
  const?: unknown;
  anyOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  minimum?: number;
  pattern?: string;
  format?: string;
};

/**
 * A value the schema accepts, as far as a plain walk can tell (patterns and formats aside), so that a hostile
 * string planted in it gets past validation and reaches the handler and the database.
 */
function acceptableValue(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.anyOf?.[0]) return acceptableValue(schema.anyOf[0]);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, property]) => [key, acceptableValue(property)]),
      );
    case 'array':
      return schema.items ? [acceptableValue(schema.items)] : [];
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    default:
      return 'a'.repeat(Math.max(schema.minLength ?? 1, 1));
  }
}

/** Paths of the free-text string leaves of an acceptable value: where NUL and surrogates get planted. */
function textLeaves(schema: JsonSchema, path: string[] = []): string[][] {
  if (schema.type === 'object')
    return Object.entries(schema.properties ?? {}).flatMap(([key, property]) =>
      textLeaves(property, [...path, key]),
    );
  if (schema.type === 'array' && schema.items) return textLeaves(schema.items, [...path, '0']);
  return schema.type === 'string' && !schema.pattern && !schema.format && schema.const === undefined
    ? [path]
    : [];
}

function planted(schema: JsonSchema, path: string[], text: string): Record<string, unknown> {
  const value = acceptableValue(schema) as Record<string, unknown>;
  let container: Record<string, unknown> = value;
  for (const segment of path.slice(0, -1)) container = container[segment] as Record<string, unknown>;
  const last = path.at(-1);
  if (last !== undefined) container[last] = `${container[last]}${text}`;
  return value;
}

const plantedText = fc.constantFrom('\u0000', 'x\u0000y', ...LONE_SURROGATES, '\u202E', 'y'.repeat(70_000));

/** A body or query the schema accepts except for one planted string; undefined when it has no free text. */
function plantedValue(schema: unknown) {
  const leaves = schema ? textLeaves(schema as JsonSchema) : [];
  if (leaves.length === 0) return undefined;
  return fc
    .tuple(fc.constantFrom(...leaves), plantedText)
    .map(([path, text]) => planted(schema as JsonSchema, path, text));
}

/** Form text for a value; text a form cannot carry (lone surrogates) goes as its WTF-8 bytes, as a broken client sends it. */
function formText(value: Record<string, unknown>): string {
  return Object.entries(value)
    .flatMap(([key, element]) =>
      Array.isArray(element)
        ? element.map((item, index) => [`${key}[${index}]`, item] as const)
        : [[key, element] as const],
    )
    .map(([key, element]) => {
      const text = String(element);
      return `${key}=${isStorableText(text.replaceAll('\u0000', '')) ? encodeURIComponent(text) : '%ED%A0%80'}`;
    })
    .join('&');
}

interface FuzzRequest {
  query: string;
  contentType?: string;
  payload?: string | Buffer;
  signedIn: boolean;
  idempotencyKey: boolean;
}

function queryText(endpoint: EndpointDefinition) {
  const plantedQuery = plantedValue(endpoint.query);
  return fc.oneof(
    { weight: 3, arbitrary: rawPairs(endpoint.query) },
    { weight: 1, arbitrary: fc.constant('') },
    ...(plantedQuery ? [{ weight: 3, arbitrary: plantedQuery.map(formText) }] : []),
  );
}

/** A body in the endpoint's own encoding most of the time, otherwise any of the others. */
function bodyFor(endpoint: EndpointDefinition) {
  const form = rawPairs(endpoint.body).map((payload) => ({
    contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
    payload: payload as string | Buffer,
  }));
  const json = jsonText(endpoint.body).map((payload) => ({
    contentType: 'application/json',
    payload: payload as string | Buffer,
  }));
  const multipart = fc.constantFrom(...multipartShapes);
  const plantedBody = plantedValue(endpoint.body);
  const plantedPayload = plantedBody?.map((value) =>
    endpoint.encoding === 'json'
      ? { contentType: 'application/json', payload: JSON.stringify(value) as string | Buffer }
      : {
          contentType: 'application/x-www-form-urlencoded;charset=UTF-8',
          payload: formText(value) as string | Buffer,
        },
  );
  const own = endpoint.encoding === 'json' ? json : endpoint.encoding === 'multipart' ? multipart : form;
  return fc.oneof(
    { weight: 4, arbitrary: own },
    { weight: 1, arbitrary: fc.oneof(form, json, multipart) },
    ...(plantedPayload ? [{ weight: 4, arbitrary: plantedPayload }] : []),
  );
}

function requestFor(endpoint: EndpointDefinition): fc.Arbitrary<FuzzRequest> {
  const carriesBody = endpoint.method !== 'GET';
  return fc
    .record({
      query: queryText(endpoint),
      body: carriesBody ? fc.option(bodyFor(endpoint), { freq: 8 }) : fc.constant(null),
      signedIn: fc.constantFrom(true, true, true, false).map((value) => value || endpoint.auth === 'member'),
      idempotencyKey: fc.boolean(),
    })
    .map(({ body, ...rest }) => ({ ...rest, ...(body ?? {}) }));
}

async function send(endpoint: EndpointDefinition, request: FuzzRequest, token: string) {
  const headers: Record<string, string> = { site_code: 'hgty', device_no: 'h5--fuzz' };
  if (request.signedIn) headers.t = token;
  if (request.idempotencyKey) headers['idempotency-key'] = randomBytes(12).toString('hex');
  if (request.contentType) headers['content-type'] = request.contentType;
  return testApp.app.inject({
    method: endpoint.method,
    url: request.query ? `${endpoint.path}?${request.query}` : endpoint.path,
    headers,
    payload: request.payload,
    remoteAddress: `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
  });
}

describe('hostile requests to every endpoint of the contract', () => {
  const everyEndpoint = Object.values(endpoints) as EndpointDefinition[];

  it(`answer ${RUNS_PER_ENDPOINT} generated requests per endpoint without a single 5xx`, async () => {
    const serverErrors: string[] = [];
    let sent = 0;
    for (const endpoint of everyEndpoint) {
      // A session of its own per endpoint: sign-out, renewal and password change end the previous one.
      const token = await signIn(testApp.app);
      for (const request of fc.sample(requestFor(endpoint), { numRuns: RUNS_PER_ENDPOINT, seed: SEED })) {
        const response = await send(endpoint, request, token);
        sent += 1;
        if (response.statusCode >= 500) {
          serverErrors.push(
            `${endpoint.name} ${response.statusCode} ${JSON.stringify(request).slice(0, 200)}`,
          );
          continue;
        }
        if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
          const reply = response.json() as { status: boolean; data: { code?: string } | string };
          expect(reply.status).toBe(false);
          if (typeof reply.data !== 'string') expect(reply.data.code).toMatch(/^[A-Z_]+$/);
        }
      }
    }
    console.info(
      `fuzz: ${sent} requests over ${everyEndpoint.length} endpoints, ${serverErrors.length} answered 5xx`,
    );
    expect(serverErrors).toEqual([]);
  }, 600_000);
});

/** A 4xx must carry the envelope and a catalogue-style code (the demo venue's own replies carry a word). */
function refusalProblem(status: number, contentType: unknown, body: string): string | null {
  if (status >= 500) return `answered ${status}`;
  if (status < 400) return null;
  if (!String(contentType).includes('json')) return `answered ${status} without the envelope`;
  const reply = JSON.parse(body) as { status?: boolean; data?: { code?: string } | string };
  if (reply.status !== false) return `answered ${status} without status: false`;
  if (typeof reply.data === 'string') return null;
  return /^[A-Z_]+$/.test(reply.data?.code ?? '') ? null : `answered ${status} without a code: ${body}`;
}

describe('refusals raised by the framework and its plugins', () => {
  it('answer every truncated file head uploaded with a 4xx and a code, never a 500', async () => {
    const token = await signIn(testApp.app);
    const problems: string[] = [];
    for (const content of truncatedFiles) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/f/v1/upload',
        headers: { site_code: 'hgty', t: token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: Buffer.concat([part(fileHeaders('file'), content), closing]),
      });
      const problem = refusalProblem(response.statusCode, response.headers['content-type'], response.body);
      if (problem) problems.push(`${content.toString('hex')}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it('keep an unexpected failure a logged 500', async () => {
    const logLines: string[] = [];
    const app = await buildApp({
      db: testApp.connection.db,
      logLevel: 'info',
      rateLimits: false,
      logStream: { write: (line: string) => void logLines.push(line) },
    });
    app.get('/unexpected', async () => {
      throw Object.assign(new Error('a bug'), { statusCode: 503 });
    });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/unexpected',
        headers: { site_code: 'hgty' },
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ status: false, data: { code: 'INTERNAL_ERROR' } });
      expect(logLines.some((line) => line.includes('unhandled error') && line.includes('a bug'))).toBe(true);
    } finally {
      await app.close();
    }
  });

  /** Paths as they arrive on the wire (inject would resolve `..` before the router saw it), on a listening app. */
  describe('on a listening app serving the built app, the site assets and the demo assets', () => {
    let server: FastifyInstance;
    let port = 0;

    beforeAll(async () => {
      const staticDir = mkdtempSync(join(tmpdir(), 'platform-fuzz-static-'));
      writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
      mkdirSync(join(staticDir, 'assets'));
      writeFileSync(join(staticDir, 'assets', 'main.js'), 'console.log(1)');
      server = await buildApp({
        db: testApp.connection.db,
        logLevel: 'silent',
        rateLimits: false,
        staticDir,
        siteAssetsDir: fileURLToPath(new URL('../../../site-configs/assets', import.meta.url)),
      });
      await server.listen({ port: 0, host: '127.0.0.1' });
      port = (server.server.address() as { port: number }).port;
    });
    afterAll(() => server.close());

    function send(method: string, path: string, headers: Record<string, string> = {}) {
      return new Promise<{ status: number; contentType: unknown; body: string }>((resolve, reject) => {
        const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (incoming) => {
          let body = '';
          incoming.setEncoding('utf8');
          incoming.on('data', (chunk: string) => {
            body += chunk;
          });
          incoming.on('end', () =>
            resolve({
              status: incoming.statusCode ?? 0,
              contentType: incoming.headers['content-type'],
              body,
            }),
          );
        });
        outgoing.on('error', reject);
        outgoing.end();
      });
    }

    const MOUNTS = [
      '/site-assets/',
      '/site-assets/hgty/',
      '/',
      '/assets/',
      '/app/',
      '/demo-assets/game/',
      '/demo-assets/category/',
      '/demo-venue/',
      '/api/f/v1/',
    ];
    const TAILS = [
      '../x',
      '../../package.json',
      '..%2fx',
      '..%2f..%2fpackage.json',
      '%2e%2e/x',
      '%2e%2e%2fx',
      '.%2e/x',
      '..%5cx',
      '/etc/passwd',
      '//etc/passwd',
      '%00',
      'x%00.svg',
      'logo.svg%00',
      '%ff',
      '%',
      '%ED%A0%80.svg',
      '.env',
      '.git/config',
      `${'a'.repeat(300)}.svg`,
    ];

    it('answer traversal, encoded, NUL and overlong paths with a 4xx and a code, never a 500', async () => {
      const problems: string[] = [];
      for (const mount of MOUNTS) {
        for (const tail of TAILS) {
          const path = `${mount}${tail}`;
          const response = await send('GET', path, { site_code: 'hgty' });
          const problem = refusalProblem(response.status, response.contentType, response.body);
          if (problem) problems.push(`GET ${path.slice(0, 80)}: ${problem}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it('answer unsatisfiable ranges, other methods and oversized headers with a 4xx and a code', async () => {
      const problems: string[] = [];
      const check = async (method: string, path: string, headers: Record<string, string>) => {
        const response = await send(method, path, { site_code: 'hgty', ...headers });
        // a reply to HEAD has no body to read a code from
        const problem =
          method === 'HEAD'
            ? response.status >= 500 && `answered ${response.status}`
            : refusalProblem(response.status, response.contentType, response.body);
        if (problem) problems.push(`${method} ${path} ${JSON.stringify(headers).slice(0, 60)}: ${problem}`);
      };
      const files = ['/assets/main.js', '/site-assets/hgty/logo.svg', '/index.html'];
      const ranges = [
        'bytes=999999-',
        'bytes=abc',
        'bytes=5-2',
        'bytes=-0',
        'bytes=0-0,1-1,2-2',
        'items=0-1',
      ];
      for (const file of files) for (const range of ranges) await check('GET', file, { range });
      for (const method of ['DELETE', 'PUT', 'PATCH', 'OPTIONS', 'HEAD', 'POST']) {
        for (const path of [...files, '/app/home', '/api/f/v1/member/rsaKey']) await check(method, path, {});
      }
      await check('GET', '/assets/main.js', { accept: 'nothing/here', 'accept-encoding': 'br;q=x' });
      await check('GET', '/api/f/v1/member/rsaKey', { 'x-padding': 'a'.repeat(20_000) });
      expect(problems).toEqual([]);
    });

    it("keep each refusal's own status: 403 for a path out of a mount, 416 for a range, 431 for headers", async () => {
      const outOfMount = await send('GET', '/site-assets/../x', { site_code: 'hgty', lang: 'en-US' });
      expect(outOfMount.status).toBe(403);
      expect(JSON.parse(outOfMount.body)).toMatchObject({ status: false, data: { code: 'PATH_FORBIDDEN' } });
      const range = await send('GET', '/assets/main.js', { range: 'bytes=999999-' });
      expect(range.status).toBe(416);
      expect(JSON.parse(range.body).data.code).toBe('RANGE_NOT_SATISFIABLE');
      const headers = await send('GET', '/api/f/v1/member/rsaKey', { 'x-padding': 'a'.repeat(20_000) });
      expect(headers.status).toBe(431);
      expect(JSON.parse(headers.body).data.code).toBe('HEADERS_TOO_LARGE');
      const badUrl = await send('GET', '/api/%ff', {});
      expect(badUrl.status).toBe(400);
      expect(JSON.parse(badUrl.body).data.code).toBe('URL_INVALID');
    });
  });
});
