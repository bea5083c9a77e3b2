import { Select, uiCatalog, useMessages } from '@platform/ui';
import { useConsoleText } from '../../../../i18n/useConsoleText.ts';
import { choiceLabel } from './fieldLabel.ts';
import type { FieldProps } from './fieldProps.ts';
import { literalChoices } from './jsonSchema.ts';
import { useFieldProblems } from './useFieldProblems.ts';

/** A prop that is one of a few literal values (a speed, a layout, a placement number): a select of their names. */
export function ChoiceField({ schema, value, onChange, path, label }: FieldProps) {
  const text = useConsoleText().schemaForm;
  const memberWords = useMessages(uiCatalog).quickActions.actions;
  const message = useFieldProblems(path);
  const choices = literalChoices(schema) ?? [];
  return (
    <Select
      label={label}
      error={message}
      required
      options={choices.map((choice) => ({
        value: String(choice),
        label: choiceLabel(choice, text, memberWords),
      }))}
      value={String(value ?? '')}
      // The select speaks strings: the literal with that spelling goes back, a number as a number.
      onValueChange={(next) => onChange(choices.find((choice) => String(choice) === next) ?? next)}
    />
  );
}
