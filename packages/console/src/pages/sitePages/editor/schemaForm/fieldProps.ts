import type { JsonSchema } from './jsonSchema.ts';

/** What every field of the generated form gets: its schema, its value, how to change it, where it is, its label. */
export type FieldProps = {
  schema: JsonSchema;
  /** Read from a config that may be invalid: a field copes with a value of the wrong kind or none. */
  value: unknown;
  onChange: (next: unknown) => void;
  /** The value's JSON path in the config, as the draft's problems name it. */
  path: string;
  label: string;
};
