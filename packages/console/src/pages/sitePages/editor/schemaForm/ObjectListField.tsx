import { Button } from '@platform/ui';
import { useConsoleText } from '../../../../i18n/useConsoleText.ts';
import { childPath } from '../jsonPath.ts';
import { moveItem } from '../moveItem.ts';
import { defaultValue } from './defaultValue.ts';
import { FieldGroup } from './FieldGroup.tsx';
import type { FieldProps } from './fieldProps.ts';
import type { JsonSchema } from './jsonSchema.ts';
import { ListItemActions } from './ListItemActions.tsx';
import { ObjectFields } from './ObjectFields.tsx';

/**
 * A list of objects (a carousel's slides): each item's fields in its own group, moved and removed by buttons, and
 * items added (starting from the schema's defaults) within the list's bounds.
 */
export function ObjectListField({ schema, value, onChange, path, label }: FieldProps) {
  const text = useConsoleText().schemaForm;
  const items = Array.isArray(value) ? value : [];
  const itemSchema = schema.items as JsonSchema;
  const minimum = schema.minItems ?? 0;
  const maximum = schema.maxItems ?? Number.POSITIVE_INFINITY;
  const hint = schema.maxItems === undefined ? undefined : text.itemCount(minimum, schema.maxItems);
  return (
    <FieldGroup label={label} path={path} hint={hint}>
      {items.map((item, index) => {
        const itemPath = childPath(path, index);
        return (
          // Items have no identity of their own; their place is what the operator and the problems name.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <FieldGroup key={index} label={text.item(label, index + 1)} path={itemPath}>
            <ObjectFields
              schema={itemSchema}
              value={item}
              path={itemPath}
              onChange={(next) => onChange(items.map((old, at) => (at === index ? next : old)))}
            />
            <ListItemActions
              label={label}
              index={index}
              count={items.length}
              onMove={(to) => onChange(moveItem(items, index, to))}
              onRemove={
                items.length > minimum ? () => onChange(items.filter((_, at) => at !== index)) : undefined
              }
            />
          </FieldGroup>
        );
      })}
      <div>
        <Button
          tone="secondary"
          disabled={items.length >= maximum}
          onClick={() => onChange([...items, defaultValue(itemSchema)])}
        >
          {text.addItem(label)}
        </Button>
      </div>
    </FieldGroup>
  );
}
