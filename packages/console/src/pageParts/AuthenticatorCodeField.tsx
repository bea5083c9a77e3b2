import { TextField } from '@platform/ui';

/**
 * The authenticator's 6-digit code, as the sign-in and the account page ask it: digits only, offered to the
 * browser's one-time-code autofill.
 */
export function AuthenticatorCodeField({
  label,
  description,
  value,
  onValueChange,
}: {
  label: string;
  description?: string;
  value: string;
  onValueChange: (code: string) => void;
}) {
  return (
    <TextField
      label={label}
      description={description}
      value={value}
      onValueChange={(typed) => onValueChange(typed.replace(/\D/g, '').slice(0, 6))}
      inputMode="numeric"
      autoComplete="one-time-code"
      required
    />
  );
}

/** Whether a code is whole (the submit waits for six digits). */
export const isWholeCode = (code: string) => code.length === 6;
