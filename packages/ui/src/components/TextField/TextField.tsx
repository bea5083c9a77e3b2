import type { RequiredField } from '@platform/domain';
import type { ChangeEvent, ComponentPropsWithRef, FocusEvent, ReactNode } from 'react';
import * as fieldStyles from '../FormField/FormField.css.ts';
import { FormField } from '../FormField/FormField.tsx';
import { useControllableState } from '../FormField/useControllableState.ts';
import { type FieldRule, useFieldValidation } from '../FormField/useFieldValidation.ts';

type NativeInputProps = Omit<
  ComponentPropsWithRef<'input'>,
  'value' | 'defaultValue' | 'children' | 'prefix' | 'size' | 'required'
>;

export interface TextFieldProps extends NativeInputProps {
  /** Visible label; it is also the input's accessible name. */
  label: ReactNode;
  /** A hint under the input (format, limits). */
  description?: ReactNode;
  /** A message from outside (server error, cross-field rule); always shown when set. */
  error?: string | undefined;
  /** The domain rule for this field; its message shows after the member leaves the field. */
  rule?: FieldRule | undefined;
  /** The domain's "required" prompt for this field (e.g. `captcha`), shown when it is left empty. */
  requiredField?: RequiredField | undefined;
  /** Show the rule's message now, e.g. after a submit attempt. */
  showValidation?: boolean | undefined;
  /** Marks the field as required for assistive technology and with a visible asterisk. */
  required?: boolean | undefined;
  value?: string | undefined;
  defaultValue?: string | undefined;
  /** Called with the new text on every change (alongside the native `onChange`). */
  onValueChange?: ((value: string) => void) | undefined;
  /** Content before the input inside its frame, e.g. a currency sign. */
  prefix?: ReactNode;
  /** Content after the input inside its frame, e.g. a reveal toggle or a send button. */
  suffix?: ReactNode;
  /** Extra content under the control, before the hint (e.g. the capital amount). */
  footer?: ReactNode;
  /** Class of the outer field element (the `className` prop styles the input). */
  fieldClassName?: string | undefined;
}

/** A labelled single-line text input that shows its domain rule's message in the member's language. */
export function TextField({
  label,
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
  prefix,
  suffix,
  footer,
  fieldClassName,
  className,
  id,
  disabled,
  ...inputProps
}: TextFieldProps) {
  const [text, setText] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const { message, markLeftField } = useFieldValidation({
    value: text,
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
        <>
          <div
            className={fieldStyles.controlFrame({ invalid: Boolean(message), disabled: Boolean(disabled) })}
          >
            {prefix}
            <input
              {...inputProps}
              {...control}
              disabled={disabled}
              className={className ? `${fieldStyles.input} ${className}` : fieldStyles.input}
              value={text}
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                setText(event.target.value);
                onChange?.(event);
              }}
              onBlur={(event: FocusEvent<HTMLInputElement>) => {
                markLeftField();
                onBlur?.(event);
              }}
            />
            {suffix}
          </div>
          {footer}
        </>
      )}
    </FormField>
  );
}
