import { Button, FormFailure, useLocale } from '@platform/ui';
import { failureText } from '../i18n/serverText.ts';

export type FormSubmitProps = {
  /** The form's mutation: its refusal is shown, and the button waits while it runs. */
  mutation: { isError: boolean; isPending: boolean; error: unknown };
  label: string;
};

/**
 * The end of a member form: the server's refusal of the last attempt in the member's language (announced), then
 * the submit button, busy while the attempt runs.
 */
export function FormSubmit({ mutation, label }: FormSubmitProps) {
  const locale = useLocale();
  return (
    <>
      {mutation.isError ? (
        <FormFailure role="alert">{failureText(mutation.error, locale)}</FormFailure>
      ) : null}
      <Button type="submit" block loading={mutation.isPending}>
        {label}
      </Button>
    </>
  );
}
