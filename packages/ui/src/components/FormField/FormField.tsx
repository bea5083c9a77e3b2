import { type ReactNode, useId } from 'react';
import * as styles from './FormField.css.ts';

/** What a field's control needs so that assistive technology ties it to its label and messages. */
export interface FormFieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FormFieldIds {
  controlId: string;
  descriptionId: string;
  messageId: string;
}

/** Stable ids for one field; `id` lets the caller choose the control's id. */
export function useFormFieldIds(id?: string): FormFieldIds {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return { controlId, descriptionId: `${controlId}-description`, messageId: `${controlId}-message` };
}

export function formFieldControlProps(
  ids: FormFieldIds,
  state: { hasDescription: boolean; message: string | undefined; required?: boolean | undefined },
): FormFieldControlProps {
  const describedBy = [state.message ? ids.messageId : null, state.hasDescription ? ids.descriptionId : null]
    .filter((part): part is string => part !== null)
    .join(' ');
  return {
    id: ids.controlId,
    'aria-describedby': describedBy || undefined,
    'aria-invalid': state.message ? true : undefined,
    'aria-required': state.required ? true : undefined,
  };
}

export interface FormFieldMessagesProps {
  ids: FormFieldIds;
  description?: ReactNode;
  message?: string | undefined;
}

/** The hint and the validation message under a control. */
export function FormFieldMessages({ ids, description, message }: FormFieldMessagesProps) {
  return (
    <>
      {description ? (
        <p id={ids.descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
      {/* Always present so screen readers announce a message as soon as it appears. */}
      <div aria-live="polite">
        {message ? (
          <p id={ids.messageId} className={styles.message}>
            {message}
          </p>
        ) : null}
      </div>
    </>
  );
}

export interface FormFieldProps {
  /** Visible label; it is also the control's accessible name. */
  label: ReactNode;
  /** A hint under the control (limits, format). */
  description?: ReactNode;
  /** The validation or server message; marks the control invalid. */
  message?: string | undefined;
  required?: boolean | undefined;
  /** The control's id; generated when omitted. */
  id?: string | undefined;
  className?: string | undefined;
  /** Renders the control with the ids and aria attributes it must carry. */
  children: (control: FormFieldControlProps) => ReactNode;
}

/** Label, control, hint and message in the layout every form field shares. */
export function FormField({
  label,
  description,
  message,
  required,
  id,
  className,
  children,
}: FormFieldProps) {
  const ids = useFormFieldIds(id);
  const control = formFieldControlProps(ids, { hasDescription: Boolean(description), message, required });
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={ids.controlId} className={styles.label}>
        {label}
        {required ? (
          <span aria-hidden="true" className={styles.requiredMark}>
            *
          </span>
        ) : null}
      </label>
      {children(control)}
      <FormFieldMessages ids={ids} description={description} message={message} />
    </div>
  );
}
