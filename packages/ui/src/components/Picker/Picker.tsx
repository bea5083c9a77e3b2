import { useId, useState } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/Button.tsx';
import * as Dialog from '../Dialog/Dialog.tsx';
import * as styles from './Picker.css.ts';

export type PickerOption<Value extends string> = { value: Value; label: string; description?: string };

export type PickerProps<Value extends string> = {
  /** Visible label of the field; names both the field and the sheet. */
  label: string;
  options: readonly PickerOption<Value>[];
  value: Value | null;
  onChange: (value: Value) => void;
  placeholder?: string;
  disabled?: boolean;
};

/**
 * A field that opens a bottom sheet of choices (bank, network, area code). The choices are native
 * radio buttons, so arrow keys move between them; choosing one closes the sheet.
 */
export function Picker<Value extends string>({
  label,
  options,
  value,
  onChange,
  placeholder,
  disabled = false,
}: PickerProps<Value>) {
  const text = useMessages(uiCatalog).picker;
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  const groupName = useId();
  const selected = options.find((option) => option.value === value);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild disabled={disabled}>
        {/* Raw <button>: the picker's trigger looks and reads like a form field (label and value), not an action Button. */}
        <button type="button" className={styles.trigger} aria-labelledby={`${labelId} ${valueId}`}>
          <span id={labelId} className={styles.triggerLabel}>
            {label}
          </span>{' '}
          <span
            id={valueId}
            className={
              selected === undefined ? `${styles.triggerValue} ${styles.placeholder}` : styles.triggerValue
            }
          >
            {selected?.label ?? placeholder ?? text.placeholder}
          </span>
        </button>
      </Dialog.Trigger>
      <Dialog.Content
        placement="bottom"
        title={label}
        footer={
          <Dialog.Close asChild>
            <Button tone="secondary">{text.cancel}</Button>
          </Dialog.Close>
        }
      >
        {options.length === 0 ? (
          <p className={styles.empty}>{text.empty}</p>
        ) : (
          <fieldset className={styles.options} aria-label={label}>
            {options.map((option) => (
              <label key={option.value} className={styles.option}>
                <input
                  className={styles.radio}
                  type="radio"
                  name={groupName}
                  value={option.value}
                  checked={option.value === value}
                  onChange={() => {
                    onChange(option.value);
                    setOpen(false);
                  }}
                />
                <span className={styles.optionText}>
                  {option.label}
                  {option.description === undefined ? null : (
                    <span className={styles.optionDescription}>{option.description}</span>
                  )}
                </span>
              </label>
            ))}
          </fieldset>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
