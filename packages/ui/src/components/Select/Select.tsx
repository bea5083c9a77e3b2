import type { ComponentPropsWithRef } from 'react';
import * as fieldStyles from '../FormField/FormField.css.ts';
import {
  splitValidatedFieldProps,
  type ValidatedFieldProps,
  ValidatedFormField,
  valueControlHandlers,
} from '../FormField/ValidatedFormField.tsx';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean | undefined;
}

type NativeSelectProps = Omit<
  ComponentPropsWithRef<'select'>,
  keyof ValidatedFieldProps | 'children' | 'multiple' | 'size'
>;

export interface SelectProps extends NativeSelectProps, ValidatedFieldProps {
  options: readonly SelectOption[];
  /** Shown while nothing is chosen; it cannot be chosen back. */
  placeholder?: string | undefined;
}

/**
 * A styled native <select>: on phones the platform's own picker is faster and more accessible than
 * any custom list.
 */
export function Select(props: SelectProps) {
  const [fieldProps, { options, placeholder, onChange, onBlur, className, disabled, ...selectProps }] =
    splitValidatedFieldProps(props);
  return (
    <ValidatedFormField {...fieldProps}>
      {(field) => (
        <div
          className={`${fieldStyles.controlFrame({ invalid: field.invalid, disabled: Boolean(disabled) })} ${styles.frame}`}
        >
          <select
            {...selectProps}
            {...field.control}
            disabled={disabled}
            className={[fieldStyles.input, styles.select, className].filter(Boolean).join(' ')}
            data-placeholder={field.value === '' && placeholder !== undefined}
            value={field.value}
            {...valueControlHandlers(field, { onChange, onBlur })}
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
    </ValidatedFormField>
  );
}
