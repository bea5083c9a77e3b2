import { TextField } from '@platform/ui';
import type { FieldProps } from './fieldProps.ts';
import { useFieldProblems } from './useFieldProblems.ts';

/**
 * A plain text prop. Its hint is the schema's wording of the pattern (`x-expected`), the one thing the operator must
 * know before typing; an optional prop emptied is left out of the config rather than saved as empty text.
 */
export function TextInputField({
  schema,
  value,
  onChange,
  path,
  label,
  optional,
}: FieldProps & { optional: boolean }) {
  const message = useFieldProblems(path);
  return (
    <TextField
      label={label}
      description={schema['x-expected']}
      error={message}
      required={!optional}
      maxLength={schema.maxLength}
      value={typeof value === 'string' ? value : ''}
      onValueChange={(next) => onChange(optional && next === '' ? undefined : next)}
    />
  );
}
