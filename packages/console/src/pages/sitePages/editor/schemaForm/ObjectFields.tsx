import { useConsoleText } from '../../../../i18n/useConsoleText.ts';
import { childPath } from '../jsonPath.ts';
import { fieldLabel } from './fieldLabel.ts';
import type { FieldProps } from './fieldProps.ts';
import { SchemaField } from './SchemaField.tsx';

/** The value as an object to read props from; a config value of the wrong kind reads as empty. */
export const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * One field per prop of an object schema, in the schema's order. A prop set to undefined (an optional one emptied)
 * leaves the object, so the config never holds `"href": ""` for "no link".
 */
export function ObjectFields({ schema, value, onChange, path }: Omit<FieldProps, 'label'>) {
  const text = useConsoleText().schemaForm;
  const record = asRecord(value);
  const required = new Set(schema.required ?? []);
  return (
    <>
      {Object.entries(schema.properties ?? {}).map(([key, property]) => (
        <SchemaField
          key={key}
          schema={property}
          value={record[key]}
          path={childPath(path, key)}
          label={fieldLabel(key, property, text)}
          optional={!required.has(key)}
          onChange={(next) => {
            const { [key]: _previous, ...others } = record;
            onChange(next === undefined ? others : { ...others, [key]: next });
          }}
        />
      ))}
    </>
  );
}
