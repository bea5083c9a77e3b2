import {
  IsArray,
  IsCyclic,
  IsIntersect,
  IsNull,
  IsObject,
  IsRecord,
  IsRef,
  IsTuple,
  IsUnion,
  type TSchema,
} from 'typebox';

/** Cuts a value down to a schema, returning a new value and leaving the given one whole. */
export type Trimmer = (value: unknown) => unknown;

/**
 * A schema TypeBox's Clean returns as it is: no object or array inside, or a union of such (a nullable string:
 * Clean tries each alternative on a clone and, with nothing to cut, gives back an equal value).
 */
function isLeaf(schema: TSchema): boolean {
  if (IsUnion(schema)) return (schema.anyOf as TSchema[]).every(isLeaf);
  return !(
    IsObject(schema) ||
    IsArray(schema) ||
    IsIntersect(schema) ||
    IsRecord(schema) ||
    IsRef(schema) ||
    IsTuple(schema) ||
    IsCyclic(schema)
  );
}

/** Kinds whose cleaning depends on checking the value against alternatives or references: left to TypeBox. */
function needsTypeBoxClean(schema: TSchema): boolean {
  return (
    IsUnion(schema) ||
    IsIntersect(schema) ||
    IsRecord(schema) ||
    IsRef(schema) ||
    IsTuple(schema) ||
    IsCyclic(schema) ||
    (IsObject(schema) &&
      (schema as { additionalProperties?: unknown }).additionalProperties !== undefined &&
      (schema as { additionalProperties?: unknown }).additionalProperties !== false)
  );
}

function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The one alternative of a union with null (`X | null`), or undefined for any other union. */
function nullableOf(schema: TSchema): TSchema | undefined {
  if (!IsUnion(schema)) return undefined;
  const alternatives = schema.anyOf as TSchema[];
  const others = alternatives.filter((alternative) => !IsNull(alternative));
  return alternatives.length === 2 && others.length === 1 ? others[0] : undefined;
}

/** The trimmer of one schema, or null when some part of it needs TypeBox's Clean. */
function compileFrom(schema: TSchema): Trimmer | null {
  if (isLeaf(schema)) return (value) => value;
  // An object or null (a pending change, a break): cut the object as one. TypeBox's Clean cuts it only when the
  // whole value already checks against the object, so a value off its schema would keep what it carried beyond it.
  const nullable = nullableOf(schema);
  if (nullable !== undefined) {
    const inner = compileFrom(nullable);
    return inner && ((value) => (value === null ? null : inner(value)));
  }
  if (needsTypeBoxClean(schema)) return null;
  if (IsObject(schema)) {
    const properties = new Map<string, Trimmer>();
    for (const [key, property] of Object.entries(schema.properties as Record<string, TSchema>)) {
      const trimmer = compileFrom(property);
      if (!trimmer) return null;
      properties.set(key, trimmer);
    }
    return (value) => {
      if (!isPlainRecord(value)) return value;
      const trimmed: Record<string, unknown> = {};
      // the value's own key order, as TypeBox's Clean keeps it, so the reply's JSON reads the same
      for (const key of Object.keys(value)) {
        const trimmer = properties.get(key);
        if (trimmer) trimmed[key] = trimmer(value[key]);
      }
      return trimmed;
    };
  }
  if (IsArray(schema)) {
    const item = compileFrom(schema.items as TSchema);
    if (!item) return null;
    return (value) => (Array.isArray(value) ? value.map(item) : value);
  }
  return null;
}

/**
 * What TypeBox's `Clean` on a structured clone gives, for schemas made of objects, arrays and leaves: each object
 * rebuilt with only the properties its schema declares, at any depth. Rebuilding instead of cloning then deleting
 * keeps the hot path (a member's balance, unread count, records) free of a deep clone and a generic schema walk.
 * Schemas with unions, intersections, records, references or additional properties get `fallback` (TypeBox's
 * own Clean on a copy), since trimming those depends on which alternative a value matches.
 */
export function compileTrimmer(schema: TSchema, fallback: Trimmer): Trimmer {
  return compileFrom(schema) ?? fallback;
}
