import { type ReactNode, useId, useState } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Button, type ButtonTone } from '../Button/Button.tsx';
import * as Dialog from '../Dialog/Dialog.tsx';
import * as styles from './ConfirmDialog.css.ts';
import { isSnoozed, type SnoozeStorage, snoozeUntilMidnight } from './snoozeUntilMidnight.ts';

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message?: ReactNode;
  onConfirm: () => void;
  onCancel?: () => void;
  confirmLabel?: string;
  /** Omit the cancel button for a notice that only needs acknowledging. */
  cancelLabel?: string | null;
  confirmTone?: ButtonTone;
  /**
   * Offers "don't remind me again today" for this reminder. Ticked and confirmed, the dialog stays
   * closed (`open` is ignored) until local midnight.
   */
  remindKey?: string;
  /** Where the snooze is kept; localStorage unless a test or webview passes its own. */
  storage?: SnoozeStorage;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  confirmTone = 'primary',
  remindKey,
  storage,
  now = () => new Date(),
}: ConfirmDialogProps) {
  const text = useMessages(uiCatalog).confirmDialog;
  const [dontRemindToday, setDontRemindToday] = useState(false);
  const checkboxId = useId();
  const snoozeStorage = remindKey === undefined ? null : (storage ?? globalThis.localStorage);
  const snoozed =
    remindKey !== undefined && snoozeStorage !== null && isSnoozed(snoozeStorage, remindKey, now());

  const confirm = () => {
    if (remindKey !== undefined && snoozeStorage !== null && dontRemindToday) {
      snoozeUntilMidnight(snoozeStorage, remindKey, now());
    }
    onConfirm();
    onOpenChange(false);
  };
  const cancel = () => {
    onCancel?.();
    onOpenChange(false);
  };

  return (
    <Dialog.Root open={open && !snoozed} onOpenChange={(next) => (next ? onOpenChange(true) : cancel())}>
      <Dialog.Content
        role="alertdialog"
        title={title}
        description={message}
        footer={
          <>
            {cancelLabel === null ? null : (
              <Button tone="secondary" onClick={cancel}>
                {cancelLabel ?? text.cancel}
              </Button>
            )}
            <Button tone={confirmTone} onClick={confirm}>
              {confirmLabel ?? text.confirm}
            </Button>
          </>
        }
      >
        {remindKey === undefined ? null : (
          <label className={styles.remindOption} htmlFor={checkboxId}>
            <input
              id={checkboxId}
              className={styles.checkbox}
              type="checkbox"
              checked={dontRemindToday}
              onChange={(event) => setDontRemindToday(event.target.checked)}
            />
            {text.remindToday}
          </label>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
