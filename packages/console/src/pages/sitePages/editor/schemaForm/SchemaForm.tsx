import type { JsonSchema } from './jsonSchema.ts';
import { ObjectFields } from './ObjectFields.tsx';

/**
 * The form of a block's props, generated from the block type's TypeBox schema (homeBlockPropsSchemas): one field per
 * prop, nested objects and lists recursively, every field showing the draft's problems at its own JSON path.
 */
export function SchemaForm({
  schema,
  value,
  onChange,
  path,
}: {
  /** A TypeBox schema, read as the JSON Schema it is. */
  schema: object;
  value: unknown;
  onChange: (next: unknown) => void;
  /** The props' JSON path in the config, e.g. `$.home[2].props`. */
  path: string;
}) {
  return <ObjectFields schema={schema as JsonSchema} value={value} onChange={onChange} path={path} />;
}
