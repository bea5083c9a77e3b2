import type { TSchema } from 'typebox';
import type { DecodedFormValue } from './bodyCodec.ts';

/**
 * Form bodies and query strings carry only strings; the endpoint's schema says what each leaf should be.
 * These rules are strict on purpose (README "Scalar coercion"): a leaf that does not match its expected
 * shape exactly is left as a string so validation rejects it with the field's name, instead of being
 * guessed into something else ("1e3", " 12", "0x10" are never numbers).
 */

type JsonSchemaNode = {
  type?: string | string[];
  anyOf?: JsonSchemaNode[];
  properties?: Record<string, JsonSchemaNode>;
  items?: JsonSchemaNode;
  const?: unknown;
};

const INTEGER_TEXT = /^-?(?:0|[1-9]\d*)$/;
const DECIMAL_TEXT = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

function typesOf(schema: JsonSchemaNode): string[] {
  if (schema.type === undefined) return [];
  return Array.isArray(schema.type) ? schema.type : [schema.type];
}

function coerceScalar(schema: JsonSchemaNode, text: string): unknown {
  if (schema.const !== undefined) {
    return String(schema.const) === text ? schema.const : text;
  }
  const types = typesOf(schema);
  if (types.includes('string')) return text;
  if (types.includes('integer') && INTEGER_TEXT.test(text)) {
    // Beyond 2^53 a decimal string no longer names one number; keep the text so validation fails.
    const value = Number(text);
    return Number.isSafeInteger(value) ? value : text;
  }
  if (types.includes('number') && DECIMAL_TEXT.test(text)) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (types.includes('null') && text === '') return null;
  return text;
}

/** Converts decoded form (or query) text to the types the schema expects, leaving mismatches untouched. */
export function coerceFormValue(schema: TSchema, value: DecodedFormValue | undefined): unknown {
  const node = schema as JsonSchemaNode;
  if (value === undefined) return undefined;
  if (node.anyOf) {
    // A union: the first member that accepts the text's shape wins; strings are tried last so that
    // `Union([Integer, String])` still yields a number for "12".
    const members = [...node.anyOf].sort(
      (left, right) => Number(typesOf(left).includes('string')) - Number(typesOf(right).includes('string')),
    );
    for (const member of members) {
      const coerced = coerceFormValue(member as TSchema, value);
      if (coerced !== value || typesOf(member).includes('string')) return coerced;
    }
    return value;
  }
  if (typeof value === 'string') return coerceScalar(node, value);
  if (Array.isArray(value)) {
    const itemSchema = node.items;
    return itemSchema ? value.map((element) => coerceFormValue(itemSchema as TSchema, element)) : value;
  }
  const properties = node.properties ?? {};
  const result: Record<string, unknown> = {};
  for (const [key, element] of Object.entries(value)) {
    const propertySchema = properties[key];
    // defineProperty keeps a `__proto__` key an ordinary key (validation then rejects it as unknown).
    Object.defineProperty(result, key, {
      value: propertySchema ? coerceFormValue(propertySchema as TSchema, element) : element,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return result;
}
