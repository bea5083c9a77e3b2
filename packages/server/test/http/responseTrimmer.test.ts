import { endpoints } from '@platform/contract';
import { IsArray, IsObject, IsUnion, type TSchema, Type } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { compileTrimmer } from '../../src/http/responseTrimmer.ts';

const typeBoxClean = (schema: TSchema) => (value: unknown) => Value.Clean(schema, structuredClone(value));

/**
 * A value in the shape of the schema with a leak planted in every object: `leak` (a hash) beside the declared
 * properties, and two items in every array, so that what must be cut is there to cut at every depth.
 */
function leakyValueOf(schema: TSchema): unknown {
  if (IsObject(schema)) {
    const value: Record<string, unknown> = { leak: '$argon2id$v=19$hash' };
    for (const [key, property] of Object.entries(schema.properties as Record<string, TSchema>))
      value[key] = leakyValueOf(property);
    return value;
  }
  if (IsArray(schema)) return [leakyValueOf(schema.items as TSchema), leakyValueOf(schema.items as TSchema)];
  if (IsUnion(schema)) return leakyValueOf((schema.anyOf as TSchema[])[0] as TSchema);
  // a conforming instant, so that a union holding it checks and TypeBox's Clean cuts inside it too
  if ((schema as { format?: string }).format === 'date-time') return '2026-11-26T00:00:00.000Z';
  try {
    return Value.Create(schema);
  } catch {
    return 'a leaf'; // formats and patterns have no default value: conformance is not what is compared here
  }
}

describe('compileTrimmer', () => {
  it.each(Object.values(endpoints).map((endpoint) => [endpoint.name, endpoint.response] as const))(
    "cuts %s's response exactly as TypeBox's Clean on a copy does, and leaves the handler's value whole",
    (_name, schema) => {
      const value = leakyValueOf(schema);
      const before = structuredClone(value);
      const trimmed = compileTrimmer(schema, typeBoxClean(schema))(value);
      expect(JSON.stringify(trimmed)).toBe(JSON.stringify(typeBoxClean(schema)(value)));
      expect(String(JSON.stringify(trimmed))).not.toContain('argon2');
      expect(value).toEqual(before);
    },
  );

  it('hands schemas it does not rebuild (a union of objects) to the fallback', () => {
    const schema = Type.Union([Type.Object({ a: Type.String() }), Type.Object({ b: Type.Number() })]);
    const fallback = typeBoxClean(schema);
    expect(compileTrimmer(schema, fallback)).toBe(fallback);
  });

  it('keeps a value that is not of the schema as it is, for the response check to refuse', () => {
    const schema = Type.Object({ items: Type.Array(Type.Object({ id: Type.String() })) });
    const trim = compileTrimmer(schema, typeBoxClean(schema));
    expect(trim({ items: 'not a list' })).toEqual({ items: 'not a list' });
    expect(trim(null)).toBe(null);
  });
});
