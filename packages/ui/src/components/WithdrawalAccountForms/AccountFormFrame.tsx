import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from '../Button/index.ts';
import * as styles from './WithdrawalAccountForms.css.ts';

/** The shared shell of the three account forms: native form, server error and the submit button. */
export function AccountFormFrame({
  label,
  submitLabel,
  submitting,
  serverError,
  onSubmit,
  children,
  ref,
}: {
  label: string;
  submitLabel: string;
  submitting: boolean;
  serverError: string | undefined;
  onSubmit: () => void;
  children: ReactNode;
  ref?: Ref<HTMLFormElement> | undefined;
}) {
  return (
    <form
      ref={ref}
      className={styles.form}
      aria-label={label}
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      {serverError ? (
        <p role="alert" className={styles.serverError}>
          {serverError}
        </p>
      ) : null}
      <Button type="submit" block loading={submitting}>
        {submitLabel}
      </Button>
    </form>
  );
}

/** Fields with no domain rule only need to be filled in. */
export const isBlank = (value: string): boolean => value.trim() === '';
