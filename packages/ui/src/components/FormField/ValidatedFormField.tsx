import type { RequiredField } from '@platform/domain';
import type { ChangeEvent, ChangeEventHandler, FocusEvent, FocusEventHandler, ReactNode } from 'react';
import { FormField, type FormFieldControlProps } from './FormField.tsx';
import { useControllableState } from './useControllableState.ts';
import { type FieldRule, useFieldValidation } from './useFieldValidation.ts';

/** What every text-valued field (text input, select) takes besides its native element's props. */
export interface ValidatedFieldProps {
  /** Visible label; it is also the control's accessible name. */
  label: ReactNode;
  /** A hint under the control (format, limits). */
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
  /** Called with the new value on every change (alongside the native `onChange`). */
  onValueChange?: ((value: string) => void) | undefined;
  /** The control's id; generated when omitted. */
  id?: string | undefined;
  /** Class of the outer field element (`className` styles the control itself). */
  fieldClassName?: string | undefined;
}

const validatedFieldKeys = new Set<string>([
  'label',
  'description',
  'error',
  'rule',
  'requiredField',
  'showValidation',
  'required',
  'value',
  'defaultValue',
  'onValueChange',
  'id',
  'fieldClassName',
] satisfies (keyof ValidatedFieldProps)[]);

/** Separates the field's own props from those meant for the native control. */
export function splitValidatedFieldProps<Props extends ValidatedFieldProps>(
  props: Props,
): [ValidatedFieldProps, Omit<Props, keyof ValidatedFieldProps>] {
  const fieldProps: Record<string, unknown> = {};
  const controlProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    (validatedFieldKeys.has(key) ? fieldProps : controlProps)[key] = value;
  }
  return [
    fieldProps as unknown as ValidatedFieldProps,
    controlProps as Omit<Props, keyof ValidatedFieldProps>,
  ];
}

export interface ValidatedFieldRenderProps {
  control: FormFieldControlProps;
  value: string;
  setValue: (value: string) => void;
  /** Call on blur: from then on the rule's message is shown. */
  markLeftField: () => void;
  invalid: boolean;
}

export interface ValidatedFormFieldProps extends ValidatedFieldProps {
  children: (field: ValidatedFieldRenderProps) => ReactNode;
}

/** A field's value (controlled or not), its domain-rule message, and the shared label/hint/message layout. */
export function ValidatedFormField({
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
  id,
  fieldClassName,
  children,
}: ValidatedFormFieldProps) {
  const [current, setCurrent] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const { message, markLeftField } = useFieldValidation({
    value: current,
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
      {(control) =>
        children({ control, value: current, setValue: setCurrent, markLeftField, invalid: Boolean(message) })
      }
    </FormField>
  );
}

/** The control's change and blur handlers: update the field's value and validation, then call the caller's own. */
export function valueControlHandlers<Element extends HTMLInputElement | HTMLSelectElement>(
  field: Pick<ValidatedFieldRenderProps, 'setValue' | 'markLeftField'>,
  own: {
    onChange?: ChangeEventHandler<Element> | undefined;
    onBlur?: FocusEventHandler<Element> | undefined;
  },
) {
  return {
    onChange: (event: ChangeEvent<Element>) => {
      field.setValue(event.target.value);
      own.onChange?.(event);
    },
    onBlur: (event: FocusEvent<Element>) => {
      field.markLeftField();
      own.onBlur?.(event);
    },
  };
}
