import type { ReactNode } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/Button.tsx';
import * as Dialog from '../Dialog/Dialog.tsx';
import * as styles from './ActionSheet.css.ts';

export type ActionSheetAction<Value extends string> = {
  value: Value;
  label: string;
  description?: string;
  tone?: 'default' | 'destructive';
  disabled?: boolean;
};

export type ActionSheetProps<Value extends string> = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  actions: readonly ActionSheetAction<Value>[];
  /** Called with the chosen action; the sheet then closes. */
  onSelect: (value: Value) => void;
};

/** A bottom sheet of actions ("拍照", "从相册选择", "删除") with a cancel button. */
export function ActionSheet<Value extends string>({
  open,
  onOpenChange,
  title,
  description,
  actions,
  onSelect,
}: ActionSheetProps<Value>) {
  const text = useMessages(uiCatalog).actionSheet;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content
        placement="bottom"
        title={title}
        description={description}
        footer={
          <Dialog.Close asChild>
            <Button tone="secondary">{text.cancel}</Button>
          </Dialog.Close>
        }
      >
        <ul className={styles.actions}>
          {actions.map((action) => (
            <li key={action.value}>
              {/* Raw <button>: an action sheet row: full-width list item with its own tone, not a standalone Button. */}
              <button
                type="button"
                className={styles.action({ tone: action.tone ?? 'default' })}
                disabled={action.disabled}
                onClick={() => {
                  onSelect(action.value);
                  onOpenChange(false);
                }}
              >
                {action.label}
                {action.description === undefined ? null : (
                  <span className={styles.actionDescription}>{action.description}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </Dialog.Content>
    </Dialog.Root>
  );
}
