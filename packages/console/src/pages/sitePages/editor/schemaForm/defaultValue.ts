import { type JsonSchema, literalChoices } from './jsonSchema.ts';

/**
 * The value a new block or list item starts with: the least each schema allows (an integer's minimum, a union's
 * first literal, false, empty text, as many list items as the list needs). Empty texts are deliberate: the draft's
 * validation then names each text still to write, next to its field. Optional props are left out.
 */
export function defaultValue(schema: JsonSchema): unknown {
  const choices = literalChoices(schema);
  if (choices !== null) return choices[0];
  switch (schema.type) {
    case 'object': {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(
        Object.entries(schema.properties ?? {})
          .filter(([key]) => required.has(key))
          .map(([key, property]) => [key, defaultValue(property)]),
      );
    }
    case 'array':
      return schema.items?.type === 'object'
        ? Array.from({ length: schema.minItems ?? 0 }, () => defaultValue(schema.items as JsonSchema))
        : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    default:
      return '';
  }
}
