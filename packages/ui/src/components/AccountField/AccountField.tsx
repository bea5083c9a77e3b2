import { validateAccountName } from '@platform/domain';
import type { FieldRule } from '../FormField/useFieldValidation.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';

export type AccountFieldProps = Omit<TextFieldProps, 'type' | 'rule'>;

const accountNameRule: FieldRule = (value) => validateAccountName(value);

/** The member's account name (sign-in and registration), checked by the domain's account-name rule. */
export function AccountField(props: AccountFieldProps) {
  return (
    <TextField
      autoComplete="username"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      {...props}
      type="text"
      rule={accountNameRule}
    />
  );
}
