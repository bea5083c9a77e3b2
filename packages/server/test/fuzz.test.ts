import { type BodyObject, type EndpointDefinition, encodeFormBody, endpoints } from '@platform/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from './support/testApp.ts';

let testApp: TestApp;
let token: string;

beforeAll(async () => {
  testApp = await createTestApp();
  token = await signIn(testApp.app);
});
afterAll(() => testApp.close());

/** Values that break naive servers: huge and fractional numbers, odd strings, nesting, prototype keys. */
const nastyScalar = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(
    '',
    ' ',
    '1e3',
    '-0',
    'NaN',
    '9007199254740993',
    'null',
    'true',
    '__proto__',
    '../../etc/passwd',
    "' or 1=1 --",
  ),
  fc.boolean(),
  fc.constant(null),
);
const nastyValue = fc.oneof(
  nastyScalar,
  fc.array(nastyScalar, { maxLength: 4 }),
  fc.dictionary(fc.string(), nastyScalar, { maxKeys: 3 }),
);

function keyFor(schema: unknown) {
  const known = Object.keys((schema as { properties?: object } | undefined)?.properties ?? {});
  return known.length > 0
    ? fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 8 }))
    : fc.string({ maxLength: 8 });
}

/** Bodies mix known field names with junk ones; queries carry only text, as a URL does. */
function inputFor(endpoint: EndpointDefinition) {
  if (endpoint.method === 'GET') {
    return fc.dictionary(
      keyFor(endpoint.query),
      fc.oneof(fc.string(), fc.constantFrom('1e3', '-1', '99999999999999999999', '')),
      {
        maxKeys: 4,
      },
    );
  }
  return fc.dictionary(keyFor(endpoint.body), nastyValue, { maxKeys: 6 });
}

// Money endpoints are fuzzed by the ledger's own suite (src/money); this covers every other endpoint.
const moneyPaths =
  /\/(balance|walletlist|withdraw|finance|deposit|transfer|exchange|records?|assets|cards)\b/;
const fuzzed = (Object.values(endpoints) as EndpointDefinition[]).filter(
  (endpoint) => endpoint.encoding !== 'multipart' && !moneyPaths.test(endpoint.path),
);

describe('random request bodies and queries never cause a 5xx', () => {
  it.each(fuzzed.map((endpoint) => [endpoint.name, endpoint] as const))('%s', async (_name, endpoint) => {
    await fc.assert(
      fc.asyncProperty(inputFor(endpoint), fc.boolean(), async (body, wrongEncoding) => {
        const headers: Record<string, string> = { t: token, site_code: 'hgty' };
        let payload: string | undefined;
        if (endpoint.method !== 'GET') {
          // Now and then the other encoding, which must be a 415, never a crash.
          const useJson = (endpoint.encoding === 'json') !== wrongEncoding;
          headers['content-type'] = useJson ? 'application/json' : 'application/x-www-form-urlencoded';
          payload = useJson ? JSON.stringify(body) : encodeFormBody(body as BodyObject);
        }
        const response = await testApp.app.inject({
          method: endpoint.method,
          url: endpoint.path,
          headers,
          payload,
          query: endpoint.method === 'GET' ? (body as Record<string, string>) : undefined,
        });
        expect(response.statusCode, response.body).toBeLessThan(500);
        if (response.statusCode >= 400 && String(response.headers['content-type']).includes('json')) {
          const reply = response.json() as { status: boolean; data: { code?: string } | string };
          expect(reply.status).toBe(false);
          if (typeof reply.data !== 'string') expect(reply.data.code).toMatch(/^[A-Z_]+$/);
        }
      }),
      { numRuns: 25 },
    );
  });
});
