import { Button } from '@platform/ui';
import { useConsoleText } from '../../../../i18n/useConsoleText.ts';
import * as styles from './schemaForm.css.ts';

/**
 * Move up, move down and remove for one item of a list field, named with the list and the item's position so a
 * screen reader tells the many alike buttons apart. Without `onRemove` (the list may not get shorter) there is no
 * remove button.
 */
export function ListItemActions({
  label,
  index,
  count,
  onMove,
  onRemove,
}: {
  label: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove?: (() => void) | undefined;
}) {
  const text = useConsoleText().schemaForm;
  const position = index + 1;
  return (
    <div className={styles.actions}>
      <Button tone="secondary" disabled={index === 0} onClick={() => onMove(index - 1)}>
        {text.moveItemUp(label, position)}
      </Button>
      <Button tone="secondary" disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        {text.moveItemDown(label, position)}
      </Button>
      {onRemove ? (
        <Button tone="secondary" onClick={onRemove}>
          {text.removeItem(label, position)}
        </Button>
      ) : null}
    </div>
  );
}
