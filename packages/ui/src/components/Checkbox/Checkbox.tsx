import type { ChangeEvent, ComponentPropsWithRef, ReactNode } from 'react';
import * as fieldStyles from '../FormField/FormField.css.ts';
import { FormFieldMessages, formFieldControlProps, useFormFieldIds } from '../FormField/FormField.tsx';
import { useControllableState } from '../FormField/useControllableState.ts';
import * as styles from './Checkbox.css.ts';

type NativeCheckboxProps = Omit<
  ComponentPropsWithRef<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'children' | 'required'
>;

export interface CheckboxProps extends NativeCheckboxProps {
  /** Visible text beside the box; it is also the checkbox's accessible name. */
  label: ReactNode;
  description?: ReactNode;
  /** E.g. "please accept the terms"; marks the checkbox invalid. */
  error?: string | undefined;
  required?: boolean | undefined;
  checked?: boolean | undefined;
  defaultChecked?: boolean | undefined;
  onCheckedChange?: ((checked: boolean) => void) | undefined;
}

/** A checkbox whose whole row (box and text) is one touch target. */
export function Checkbox({
  label,
  description,
  error,
  required,
  checked,
  defaultChecked = false,
  onCheckedChange,
  onChange,
  id,
  disabled,
  className,
  ...inputProps
}: CheckboxProps) {
  const ids = useFormFieldIds(id);
  const [isChecked, setChecked] = useControllableState({
    value: checked,
    defaultValue: defaultChecked,
    onChange: onCheckedChange,
  });
  const message = error || undefined;
  const control = formFieldControlProps(ids, { hasDescription: Boolean(description), message, required });
  return (
    <div className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}>
      <label className={disabled ? `${styles.row} ${styles.rowDisabled}` : styles.row}>
        <span className={styles.box}>
          <input
            {...inputProps}
            {...control}
            type="checkbox"
            className={styles.input}
            disabled={disabled}
            checked={isChecked}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              setChecked(event.target.checked);
              onChange?.(event);
            }}
          />
          <svg className={styles.checkMark} viewBox="0 0 22 22" aria-hidden="true" focusable="false">
            <path
              d="M5.5 11.5l3.5 3.5 7.5-8"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </span>
        <span>
          {label}
          {required ? (
            <span aria-hidden="true" className={fieldStyles.requiredMark}>
              *
            </span>
          ) : null}
        </span>
      </label>
      <div className={styles.messages}>
        <FormFieldMessages ids={ids} description={description} message={message} />
      </div>
    </div>
  );
}
