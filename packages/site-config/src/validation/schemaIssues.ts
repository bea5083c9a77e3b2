import { Settings } from 'typebox/system';
import { Value } from 'typebox/value';
import { appendPointer, describeFound, valueAtPointer } from './jsonPath.ts';

/** A structural problem located by JSON Pointer; the caller adds the file and renders the path. */
export type SchemaIssue = { pointer: string; expected: string; found: string };

type SchemaNode = Record<string, unknown>;
type SchemaError = {
  keyword: string;
  schemaPath: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function schemaAt(root: SchemaNode, schemaPath: string): SchemaNode {
  let current: unknown = root;
  for (const segment of schemaPath.replace(/^#\/?/, '').split('/').filter(Boolean)) {
    current =
      isRecord(current) || Array.isArray(current) ? (current as Record<string, unknown>)[segment] : undefined;
  }
  return isRecord(current) ? current : {};
}

const typeWords: Record<string, string> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
};

/** How to say what a schema wants, for a missing value or a union of constants. */
function describeSchema(schema: SchemaNode): string {
  if (typeof schema['x-expected'] === 'string') return schema['x-expected'];
  if ('const' in schema) return JSON.stringify(schema.const);
  const alternatives = Array.isArray(schema.anyOf) ? (schema.anyOf as SchemaNode[]) : null;
  if (alternatives?.every((alternative) => 'const' in alternative)) {
    return `one of ${alternatives.map((alternative) => JSON.stringify(alternative.const)).join(', ')}`;
  }
  if (schema.type === 'string' && typeof schema.minLength === 'number')
    return describeLength(schema, schema.minLength);
  const typeWord = typeof schema.type === 'string' ? (typeWords[schema.type] ?? schema.type) : 'a value';
  return typeof schema.description === 'string' ? `${typeWord} (${schema.description})` : typeWord;
}

function describeLength(schema: SchemaNode, limit: unknown): string {
  const wording = limit === 1 ? 'non-empty text' : `text of at least ${String(limit)} characters`;
  return typeof schema.description === 'string' ? `${wording} (${schema.description})` : wording;
}

function jsonType(value: unknown): string {
  if (Array.isArray(value)) return 'array';
  if (value === null) return 'null';
  return typeof value;
}

/** The property every alternative pins with a const (e.g. "type" of home blocks, "kind" of currency display). */
function discriminatorOf(alternatives: SchemaNode[]): string | null {
  const first = alternatives[0];
  if (!first || !isRecord(first.properties)) return null;
  for (const key of Object.keys(first.properties)) {
    const pinnedByAll = alternatives.every(
      (alternative) =>
        isRecord(alternative.properties) &&
        isRecord(alternative.properties[key]) &&
        'const' in alternative.properties[key],
    );
    if (pinnedByAll) return key;
  }
  return null;
}

/**
 * A value failed every alternative of a union. Rather than list every alternative's complaints, find the one the
 * value was meant to be (by its discriminator, or by its JSON type and required keys) and report that one's
 * problems; otherwise say which shapes were allowed.
 */
function unionIssues(union: SchemaNode, value: unknown, pointer: string): SchemaIssue[] {
  const alternatives = Array.isArray(union.anyOf) ? (union.anyOf as SchemaNode[]) : [];
  const unionLevel = [{ pointer, expected: describeSchema(union), found: describeFound(value) }];
  if (alternatives.every((alternative) => 'const' in alternative)) return unionLevel;
  const discriminator = discriminatorOf(alternatives);
  if (discriminator !== null && isRecord(value)) {
    const chosen = alternatives.find(
      (alternative) =>
        (alternative.properties as Record<string, SchemaNode>)[discriminator]?.const === value[discriminator],
    );
    if (chosen) return schemaIssues(chosen, value, pointer);
    const allowed = alternatives.map((alternative) =>
      JSON.stringify((alternative.properties as Record<string, SchemaNode>)[discriminator]?.const),
    );
    return [
      {
        pointer: appendPointer(pointer, discriminator),
        expected: `one of ${allowed.join(', ')}`,
        found: describeFound(value[discriminator]),
      },
    ];
  }
  const sameShape = alternatives.filter((alternative) => {
    const type = alternative.type === 'integer' ? 'number' : alternative.type;
    if (type !== jsonType(value)) return false;
    const required = Array.isArray(alternative.required) ? (alternative.required as string[]) : [];
    return !isRecord(value) || required.every((key) => key in value);
  });
  const [onlyCandidate] = sameShape;
  return sameShape.length === 1 && onlyCandidate ? schemaIssues(onlyCandidate, value, pointer) : unionLevel;
}

function issuesOfError(
  error: SchemaError,
  schema: SchemaNode,
  value: unknown,
  basePointer: string,
): SchemaIssue[] {
  const pointer = basePointer + error.instancePath;
  const found = describeFound(valueAtPointer(value, error.instancePath));
  const { params } = error;
  switch (error.keyword) {
    case 'required': {
      const properties = isRecord(schema.properties) ? (schema.properties as Record<string, SchemaNode>) : {};
      return ((params.requiredProperties as string[] | undefined) ?? []).map((property) => ({
        pointer: appendPointer(pointer, property),
        expected: describeSchema(properties[property] ?? {}),
        found: 'nothing',
      }));
    }
    case 'additionalProperties': {
      if (schema.additionalProperties !== false) return []; // the extra keys' own errors are reported instead
      const allowed = Object.keys(isRecord(schema.properties) ? schema.properties : {}).join(', ');
      return ((params.additionalProperties as string[] | undefined) ?? []).map((property) => ({
        pointer: appendPointer(pointer, property),
        expected: `no property "${property}" here (allowed: ${allowed})`,
        found: describeFound(valueAtPointer(value, `${error.instancePath}/${property}`)),
      }));
    }
    case 'boolean':
      return []; // "schema is false" under additionalProperties: already reported as additionalProperties
    case 'type':
      return [{ pointer, expected: typeWords[String(params.type)] ?? String(params.type), found }];
    case 'const':
      return [{ pointer, expected: JSON.stringify(params.allowedValue), found }];
    case 'pattern':
    case 'format':
    case 'enum':
      return [{ pointer, expected: describeSchema(schema), found }];
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return [{ pointer, expected: `a number ${String(params.comparison)} ${String(params.limit)}`, found }];
    case 'minLength':
      return [
        {
          pointer,
          expected:
            params.limit === 1 ? 'non-empty text' : `text of at least ${String(params.limit)} characters`,
          found,
        },
      ];
    case 'maxLength':
      return [{ pointer, expected: `text of at most ${String(params.limit)} characters`, found }];
    case 'minItems':
      return [{ pointer, expected: `a list of at least ${String(params.limit)} items`, found }];
    case 'maxItems':
      return [{ pointer, expected: `a list of at most ${String(params.limit)} items`, found }];
    case 'uniqueItems':
      return [{ pointer, expected: 'each item only once', found }];
    default:
      return [{ pointer, expected: `${describeSchema(schema)} (${error.message})`, found }];
  }
}

/**
 * Config files are trusted operator input, and an operator should see every problem in one pass, so the error
 * buffer TypeBox caps at 8 (a guard for untrusted API input) is raised for this call only and then restored.
 */
const CONFIG_MAX_ERRORS = 1000;

function allErrors(schema: SchemaNode, value: unknown): SchemaError[] {
  const { maxErrors } = Settings.Get();
  Settings.Set({ maxErrors: CONFIG_MAX_ERRORS });
  try {
    return [...Value.Errors(schema, value)] as SchemaError[];
  } finally {
    Settings.Set({ maxErrors });
  }
}

/** Every structural problem of `value` against `schema`, one per offending location, with readable wording. */
export function schemaIssues(typeboxSchema: object, value: unknown, basePointer = ''): SchemaIssue[] {
  const schema = typeboxSchema as SchemaNode;
  const errors = allErrors(schema, value);
  const unionErrors = errors
    .filter((error) => error.keyword === 'anyOf')
    .sort((left, right) => left.schemaPath.length - right.schemaPath.length);
  const handledUnions: string[] = [];
  const issues: SchemaIssue[] = [];
  const insideHandledUnion = (error: SchemaError) =>
    handledUnions.some(
      (unionPath) => error.schemaPath === unionPath || error.schemaPath.startsWith(`${unionPath}/anyOf/`),
    );
  for (const error of unionErrors) {
    if (insideHandledUnion(error)) continue;
    issues.push(
      ...unionIssues(
        schemaAt(schema, error.schemaPath),
        valueAtPointer(value, error.instancePath),
        basePointer + error.instancePath,
      ),
    );
    handledUnions.push(error.schemaPath);
  }
  for (const error of errors) {
    if (error.keyword === 'anyOf' || insideHandledUnion(error)) continue;
    issues.push(...issuesOfError(error, schemaAt(schema, error.schemaPath), value, basePointer));
  }
  return issues;
}
