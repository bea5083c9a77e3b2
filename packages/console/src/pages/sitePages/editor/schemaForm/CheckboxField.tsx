import { Checkbox } from '@platform/ui';
import type { FieldProps } from './fieldProps.ts';
import { useFieldProblems } from './useFieldProblems.ts';

/** A boolean prop. */
export function CheckboxField({ value, onChange, path, label }: FieldProps) {
  const message = useFieldProblems(path);
  return (
    <Checkbox
      label={label}
      error={message}
      checked={value === true}
      onCheckedChange={(checked) => onChange(checked)}
    />
  );
}
