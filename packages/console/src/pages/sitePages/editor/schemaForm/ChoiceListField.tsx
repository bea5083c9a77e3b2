import { Checkbox, uiCatalog, useMessages } from '@platform/ui';
import { useConsoleText } from '../../../../i18n/useConsoleText.ts';
import { childPath } from '../jsonPath.ts';
import { moveItem } from '../moveItem.ts';
import { FieldGroup } from './FieldGroup.tsx';
import { choiceLabel } from './fieldLabel.ts';
import type { FieldProps } from './fieldProps.ts';
import { type JsonSchema, literalChoices } from './jsonSchema.ts';
import { ListItemActions } from './ListItemActions.tsx';
import * as styles from './schemaForm.css.ts';
import { useFieldProblems } from './useFieldProblems.ts';

type Choice = string | number;

function ChosenItem({
  choice,
  index,
  chosen,
  label,
  path,
  onChange,
}: {
  choice: Choice;
  index: number;
  chosen: readonly Choice[];
  label: string;
  path: string;
  onChange: (next: unknown) => void;
}) {
  const text = useConsoleText().schemaForm;
  const memberWords = useMessages(uiCatalog).quickActions.actions;
  const message = useFieldProblems(childPath(path, index));
  return (
    <li className={styles.orderedItem}>
      <Checkbox
        label={choiceLabel(choice, text, memberWords)}
        error={message}
        checked
        onCheckedChange={() => onChange(chosen.filter((other) => other !== choice))}
      />
      <ListItemActions
        label={label}
        index={index}
        count={chosen.length}
        onMove={(to) => onChange(moveItem(chosen, index, to))}
      />
    </li>
  );
}

/**
 * A list of distinct choices in order (a home's shortcut buttons): the chosen ones first, checked, in their order and
 * movable; the others after them, unchecked. Checking one adds it at the end, unchecking removes it.
 */
export function ChoiceListField({ schema, value, onChange, path, label }: FieldProps) {
  const text = useConsoleText().schemaForm;
  const memberWords = useMessages(uiCatalog).quickActions.actions;
  const choices = literalChoices(schema.items as JsonSchema) ?? [];
  const chosen = (Array.isArray(value) ? value : []).filter(
    (item): item is Choice => typeof item === 'string' || typeof item === 'number',
  );
  const hint =
    schema.maxItems === undefined ? undefined : text.itemCount(schema.minItems ?? 0, schema.maxItems);
  const atMaximum = schema.maxItems !== undefined && chosen.length >= schema.maxItems;
  return (
    <FieldGroup label={label} path={path} hint={hint}>
      <ol className={styles.orderedList}>
        {chosen.map((choice, index) => (
          <ChosenItem
            key={String(choice)}
            choice={choice}
            index={index}
            chosen={chosen}
            label={label}
            path={path}
            onChange={onChange}
          />
        ))}
      </ol>
      <ul className={styles.orderedList}>
        {choices
          .filter((choice) => !chosen.includes(choice))
          .map((choice) => (
            <li key={String(choice)} className={styles.orderedItem}>
              <Checkbox
                label={choiceLabel(choice, text, memberWords)}
                checked={false}
                disabled={atMaximum}
                onCheckedChange={() => onChange([...chosen, choice])}
              />
            </li>
          ))}
      </ul>
    </FieldGroup>
  );
}
