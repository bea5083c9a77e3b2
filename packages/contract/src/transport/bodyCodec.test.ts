import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type BodyObject,
  chooseBodyEncoding,
  decodeFormBody,
  encodeFormBody,
  encodeJsonBody,
  FormDecodeError,
  plainDecimal,
  type TransformedValue,
  transformBody,
} from './bodyCodec.ts';

describe('transformBody', () => {
  it('drops undefined keys at every depth, removes the json marker and writes dates as ISO strings', () => {
    const body: BodyObject = {
      json: true,
      keep: 'x',
      gone: undefined,
      nested: { gone: undefined, at: new Date(Date.UTC(2026, 0, 2, 3, 4, 5)) },
      list: [1, undefined, 'y'],
    };
    expect(transformBody(body)).toEqual({
      keep: 'x',
      nested: { at: '2026-01-02T03:04:05.000Z' },
      list: [1, null, 'y'],
    });
  });

  it('keeps a nested key called json: only the top-level marker is client-only', () => {
    expect(transformBody({ inner: { json: 'kept' } })).toEqual({ inner: { json: 'kept' } });
  });
});

describe('encodeFormBody', () => {
  it('writes scalars as the decisions say: booleans as words, numbers plain, null empty', () => {
    expect(encodeFormBody({ a: true, b: false, c: 12, d: -0.5, e: null, f: 'x y' })).toBe(
      'a=true&b=false&c=12&d=-0.5&e=&f=x%20y',
    );
  });

  it('uses literal bracket notation for nested objects and arrays', () => {
    expect(encodeFormBody({ a: { b: 1 }, items: [{ id: 3 }, { id: 4 }] })).toBe(
      'a[b]=1&items[0][id]=3&items[1][id]=4',
    );
  });

  it('percent-encodes UTF-8 in keys and values, brackets inside keys included', () => {
    expect(encodeFormBody({ 名字: '足球', 'a[b]': '+&=' })).toBe(
      '%E5%90%8D%E5%AD%97=%E8%B6%B3%E7%90%83&a%5Bb%5D=%2B%26%3D',
    );
  });

  it('never writes exponent notation and refuses non-finite numbers', () => {
    expect(plainDecimal(1e21)).toBe('1000000000000000000000');
    expect(plainDecimal(1.5e-7)).toBe('0.00000015');
    expect(plainDecimal(-2.5e22)).toBe('-25000000000000000000000');
    expect(plainDecimal(-0)).toBe('0');
    expect(() => encodeFormBody({ a: Number.NaN })).toThrow(RangeError);
    expect(() => encodeFormBody({ a: Number.POSITIVE_INFINITY })).toThrow(RangeError);
  });

  it('omits empty objects and arrays, and undefined values', () => {
    expect(encodeFormBody({ a: {}, b: [], c: undefined, d: 1 })).toBe('d=1');
  });
});

describe('chooseBodyEncoding', () => {
  it('sends task-centre and keep_house paths and json-marked bodies as JSON, FormData as multipart', () => {
    expect(chooseBodyEncoding('/api/findmed/v1/task/conter/list', {})).toBe('json');
    expect(chooseBodyEncoding('/api/x/keep_house/y', { a: 1 })).toBe('json');
    expect(chooseBodyEncoding('/api/findmed/v1/heartbeat', { json: true })).toBe('json');
    expect(chooseBodyEncoding('/api/findmed/v1/heartbeat', { gameid: '1' })).toBe('form');
    expect(chooseBodyEncoding('/api/f/v1/upload', new FormData())).toBe('multipart');
    expect(chooseBodyEncoding('/api/findmed/v1/member/token', undefined)).toBe('none');
  });

  it('JSON bodies go through the same transformation', () => {
    expect(encodeJsonBody({ json: true, a: undefined, b: [1] })).toBe('{"b":[1]}');
  });
});

describe('decodeFormBody', () => {
  it('rebuilds nested objects and arrays with string leaves', () => {
    expect(decodeFormBody('a[b]=1&items[0][id]=3&items[1][id]=4&flag=true&empty=')).toEqual({
      a: { b: '1' },
      items: [{ id: '3' }, { id: '4' }],
      flag: 'true',
      empty: '',
    });
  });

  it('accepts + as a space and keeps non-contiguous numeric keys as an object', () => {
    expect(decodeFormBody('q=a+b&m[0]=x&m[2]=y')).toEqual({ q: 'a b', m: { 0: 'x', 2: 'y' } });
  });

  it('keeps top-level numeric keys as object keys', () => {
    expect(decodeFormBody('0=a&1=b')).toEqual({ 0: 'a', 1: 'b' });
  });

  it('rejects what no conforming encoder writes', () => {
    for (const text of [
      'a=1&a=2',
      'a=1&a[b]=2',
      'a[b]=2&a=1',
      'a[b=1',
      '=1',
      'a=%E0%A4%A',
      'a[b]c=1',
      'a[99999999]=1',
    ]) {
      expect(() => decodeFormBody(text), text).toThrow(FormDecodeError);
    }
  });

  it('refuses absurd nesting depth', () => {
    expect(() => decodeFormBody(`a${'[x]'.repeat(40)}=1`)).toThrow(FormDecodeError);
  });

  it('keeps a `__proto__` key inside an array element (the seed CI found: the element was lost, the array shifted)', () => {
    const body = JSON.parse('{"a":[{"__proto__":null},false]}') as BodyObject;
    expect(decodeFormBody(encodeFormBody(body))).toEqual(JSON.parse('{"a":[{"__proto__":""},"false"]}'));
  });

  it('cannot be tricked into touching Object.prototype', () => {
    const decoded = decodeFormBody('__proto__[polluted]=yes&constructor[prototype][polluted]=yes');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(decoded)).toContain('__proto__');
  });
});

/** What the decoder must give back for a transformed value: the same tree with every leaf as its wire text. */
function asWireText(value: TransformedValue): unknown {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(asWireText);
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asWireText(v)]));
  if (typeof value === 'number') return plainDecimal(value);
  return String(value);
}

const leaf = fc.oneof(
  fc.string({ unit: 'grapheme' }),
  fc.string(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
);
const key = fc.oneof(
  fc.string({ minLength: 1, unit: 'grapheme' }),
  fc.constantFrom('a[b]', 'x=y', '&', '+', '%', ' '),
);
const { tree } = fc.letrec((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small' },
    leaf,
    fc.array(tie('tree'), { minLength: 1, maxLength: 4 }),
    fc.dictionary(key, tie('tree'), { minKeys: 1, maxKeys: 4 }),
  ),
}));
const body = fc.dictionary(key, tree, { maxKeys: 5 }).filter((candidate) => !('json' in candidate));

describe('round trip (property)', () => {
  it('decode(encode(body)) is the body with every leaf as its wire text', () => {
    fc.assert(
      fc.property(body, (candidate) => {
        const transformed = transformBody(candidate as BodyObject);
        expect(decodeFormBody(encodeFormBody(candidate as BodyObject))).toEqual(asWireText(transformed));
      }),
      { numRuns: 500 },
    );
  });

  it('never throws anything but FormDecodeError on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          decodeFormBody(text);
        } catch (error) {
          expect(error).toBeInstanceOf(FormDecodeError);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
