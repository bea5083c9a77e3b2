import { TextField } from '@platform/ui';
import { useState } from 'react';
import { useConsoleText } from '../../../../i18n/useConsoleText.ts';
import type { FieldProps } from './fieldProps.ts';
import { useFieldProblems } from './useFieldProblems.ts';

/**
 * An integer or number prop, with its range as the hint. What is typed stays as typed; each complete number goes to
 * the working copy as it is, out of range included, so the draft's validation names the limit beside the field.
 */
export function NumberField({ schema, value, onChange, path, label }: FieldProps) {
  const text = useConsoleText().schemaForm;
  const message = useFieldProblems(path);
  const [typed, setTyped] = useState(typeof value === 'number' ? String(value) : '');
  const [sent, setSent] = useState(value);
  // A value changed elsewhere (another editor, the server's draft) replaces what was typed; the field's own value
  // coming back does not, or "2." and an emptied field would snap back while the operator types.
  if (value !== sent) {
    setSent(value);
    setTyped(typeof value === 'number' ? String(value) : '');
  }
  const { minimum, maximum } = schema;
  return (
    <TextField
      label={label}
      type="number"
      inputMode={schema.type === 'integer' ? 'numeric' : 'decimal'}
      min={minimum}
      max={maximum}
      step={schema.type === 'integer' ? 1 : 'any'}
      description={
        minimum !== undefined && maximum !== undefined
          ? text.range(String(minimum), String(maximum))
          : undefined
      }
      error={message}
      required
      value={typed}
      onValueChange={(next) => {
        setTyped(next);
        if (next.trim() === '' || !Number.isFinite(Number(next))) return;
        setSent(Number(next));
        onChange(Number(next));
      }}
    />
  );
}
