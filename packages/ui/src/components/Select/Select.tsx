import type { RequiredField } from '@platform/domain';
import type { ChangeEvent, ComponentPropsWithRef, FocusEvent, ReactNode } from 'react';
import * as fieldStyles from '../FormField/FormField.css.ts';
import { FormField } from '../FormField/FormField.tsx';
import { useControllableState } from '../FormField/useControllableState.ts';
import { type FieldRule, useFieldValidation } from '../FormField/useFieldValidation.ts';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean | undefined;
}

type NativeSelectProps = Omit<
  ComponentPropsWithRef<'select'>,
  'value' | 'defaultValue' | 'children' | 'multiple' | 'size' | 'required'
>;

export interface SelectProps extends NativeSelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen; it cannot be chosen back. */
  placeholder?: string | undefined;
  description?: ReactNode;
  error?: string | undefined;
  /** A domain rule applied to the chosen value. */
  rule?: FieldRule | undefined;
  /** The domain's "required" prompt, shown when nothing is chosen. */
  requiredField?: RequiredField | undefined;
  showValidation?: boolean | undefined;
  required?: boolean | undefined;
  value?: string | undefined;
  defaultValue?: string | undefined;
  onValueChange?: ((value: string) => void) | undefined;
  fieldClassName?: string | undefined;
}

/**
 * A styled native <select>: on phones the platform's own picker is faster and more accessible than
 * any custom list.
 */
export function Select({
  label,
  options,
  placeholder,
  description,
  error,
  rule,
  requiredField,
  showValidation,
  required,
  value,
  defaultValue = '',
  onValueChange,
  onChange,
  onBlur,
  id,
  disabled,
  className,
  fieldClassName,
  ...selectProps
}: SelectProps) {
  const [selected, setSelected] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const { message, markLeftField } = useFieldValidation({
    value: selected,
    rule,
    requiredField,
    error,
    showValidation,
  });
  return (
    <FormField
      label={label}
      description={description}
      message={message}
      required={required}
      id={id}
      className={fieldClassName}
    >
      {(control) => (
        <div
          className={`${fieldStyles.controlFrame({ invalid: Boolean(message), disabled: Boolean(disabled) })} ${styles.frame}`}
        >
          <select
            {...selectProps}
            {...control}
            disabled={disabled}
            className={[fieldStyles.input, styles.select, className].filter(Boolean).join(' ')}
            data-placeholder={selected === '' && placeholder !== undefined}
            value={selected}
            onChange={(event: ChangeEvent<HTMLSelectElement>) => {
              setSelected(event.target.value);
              onChange?.(event);
            }}
            onBlur={(event: FocusEvent<HTMLSelectElement>) => {
              markLeftField();
              onBlur?.(event);
            }}
          >
            {placeholder !== undefined ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <svg className={styles.chevron} viewBox="0 0 12 12" aria-hidden="true" focusable="false">
            <path
              d="M2 4l4 4 4-4"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
        </div>
      )}
    </FormField>
  );
}
