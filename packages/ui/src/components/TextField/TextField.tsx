import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as fieldStyles from '../FormField/FormField.css.ts';
import {
  splitValidatedFieldProps,
  type ValidatedFieldProps,
  ValidatedFormField,
  valueControlHandlers,
} from '../FormField/ValidatedFormField.tsx';

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  keyof ValidatedFieldProps | 'children' | 'prefix' | 'size'
>;

export interface TextFieldProps extends NativeInputProps, ValidatedFieldProps {
  /** Content before the input inside its frame, e.g. a currency sign. */
  prefix?: ReactNode;
  /** Content after the input inside its frame, e.g. a reveal toggle or a send button. */
  suffix?: ReactNode;
  /** Extra content under the control, before the hint (e.g. the capital amount). */
  footer?: ReactNode;
}

/** A labelled single-line text input that shows its domain rule's message in the member's language. */
export function TextField(props: TextFieldProps) {
  const [fieldProps, { prefix, suffix, footer, onChange, onBlur, className, disabled, ...inputProps }] =
    splitValidatedFieldProps(props);
  return (
    <ValidatedFormField {...fieldProps}>
      {(field) => (
        <>
          <div className={fieldStyles.controlFrame({ invalid: field.invalid, disabled: Boolean(disabled) })}>
            {prefix}
            <input
              {...inputProps}
              {...field.control}
              disabled={disabled}
              className={className ? `${fieldStyles.input} ${className}` : fieldStyles.input}
              value={field.value}
              {...valueControlHandlers(field, { onChange, onBlur })}
            />
            {suffix}
          </div>
          {footer}
        </>
      )}
    </ValidatedFormField>
  );
}
