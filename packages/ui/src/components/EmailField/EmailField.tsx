import { validateEmail } from '@platform/domain';
import type { FieldRule } from '../FormField/useFieldValidation.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export type EmailFieldProps = Omit<TextFieldProps, 'type' | 'rule' | 'inputMode'>;

const emailRule: FieldRule = (value) => validateEmail(value);

/** An email address with the email keyboard, autofill and the domain's email rule. */
export function EmailField(props: EmailFieldProps) {
  return (
    <TextField
      autoComplete="email"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      type="email"
      inputMode="email"
      rule={emailRule}
    />
  );
}
