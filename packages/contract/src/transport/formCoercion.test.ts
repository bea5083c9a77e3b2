import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { decodeFormBody, encodeFormBody } from './bodyCodec.ts';
import { coerceFormValue } from './formCoercion.ts';

const schema = Type.Object({
  page: Type.Integer(),
  ratio: Type.Number(),
  flag: Type.Boolean(),
  name: Type.String(),
  maybe: Type.Union([Type.String(), Type.Null()]),
  placement: Type.Union([Type.Literal(1), Type.Literal(2)]),
  mixed: Type.Union([Type.Integer(), Type.String()]),
  list: Type.Array(Type.Object({ id: Type.Integer() })),
  optionalNull: Type.Optional(Type.Null()),
});

describe('coerceFormValue', () => {
  it('turns wire text back into the typed body the schema describes', () => {
    const body = {
      page: 2,
      ratio: -1.25,
      flag: false,
      name: '007',
      maybe: 'x',
      placement: 2 as const,
      mixed: 12,
      list: [{ id: 3 }],
      optionalNull: null,
    };
    const coerced = coerceFormValue(schema, decodeFormBody(encodeFormBody(body)));
    expect(coerced).toEqual(body);
    expect(Value.Check(schema, coerced)).toBe(true);
  });

  it('leaves text that is not exactly a number, boolean or literal as text, so validation fails', () => {
    for (const [field, text] of [
      ['page', '1e3'],
      ['page', ' 12'],
      ['page', '0x10'],
      ['page', '1.5'],
      ['page', '99999999999999999999'],
      ['ratio', 'NaN'],
      ['ratio', 'Infinity'],
      ['flag', 'yes'],
      ['placement', '3'],
    ] as const) {
      const coerced = coerceFormValue(schema, { [field]: text }) as Record<string, unknown>;
      expect(coerced[field], `${field}=${text}`).toBe(text);
    }
  });

  it('reads an empty value as null only where null is allowed', () => {
    expect(coerceFormValue(schema, { optionalNull: '', name: '' })).toEqual({ optionalNull: null, name: '' });
  });

  it('keeps a __proto__ key an own key', () => {
    const coerced = coerceFormValue(schema, decodeFormBody('__proto__[x]=1')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(coerced)).toBe(Object.prototype);
    expect(Object.keys(coerced)).toEqual(['__proto__']);
  });
});
