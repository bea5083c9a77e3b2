import { assetUrlPattern, LocalisedTextSchema } from '@platform/site-config';

/**
 * The part of a TypeBox schema the form reads. TypeBox schemas are plain JSON Schema objects, so the form walks
 * them as such; `x-expected` and `x-picker` are this repository's annotations (a pattern's wording; which picker
 * chooses the value).
 */
export type JsonSchema = {
  type?: string;
  anyOf?: readonly JsonSchema[];
  const?: unknown;
  properties?: Readonly<Record<string, JsonSchema>>;
  required?: readonly string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  description?: string;
  'x-expected'?: string;
  'x-picker'?: string;
};

/** What a value of a schema is edited with. */
export type FieldKind =
  | 'object'
  | 'localisedText'
  | 'objectList'
  | 'choiceList'
  | 'gamePicker'
  | 'categoryPicker'
  | 'choice'
  | 'number'
  | 'boolean'
  | 'image'
  | 'text'
  | 'unsupported';

const localisedKeys = Object.keys(LocalisedTextSchema.properties).sort().join();

/** The literal values of a union of literals (`'slow' | 'normal' | 'fast'`, `1 | 2`), or null for any other schema. */
export function literalChoices(schema: JsonSchema): readonly (string | number)[] | null {
  const members = schema.anyOf;
  if (members === undefined || members.length === 0) return null;
  const values = members.map((member) => member.const);
  return values.every((value) => typeof value === 'string' || typeof value === 'number')
    ? (values as (string | number)[])
    : null;
}

/** The editor a schema's value gets; pickers are chosen by annotation before the shape is looked at. */
export function fieldKindOf(schema: JsonSchema): FieldKind {
  if (schema['x-picker'] === 'game' && schema.type === 'array') return 'gamePicker';
  if (schema['x-picker'] === 'category' && schema.type === 'string') return 'categoryPicker';
  if (literalChoices(schema) !== null) return 'choice';
  switch (schema.type) {
    case 'object':
      return Object.keys(schema.properties ?? {})
        .sort()
        .join() === localisedKeys
        ? 'localisedText'
        : 'object';
    case 'array':
      if (schema.items?.type === 'object') return 'objectList';
      return schema.items !== undefined &&
        literalChoices(schema.items) !== null &&
        schema.uniqueItems === true
        ? 'choiceList'
        : 'unsupported';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'string':
      return schema.pattern === assetUrlPattern ? 'image' : 'text';
    default:
      return 'unsupported';
  }
}
