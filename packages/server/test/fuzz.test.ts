import { randomBytes } from 'node:crypto';
import { type EndpointDefinition, endpoints } from '@platform/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
