import { validateWithdrawPassword } from '@platform/domain';
import { PasswordField, type PasswordFieldProps } from '@platform/ui';

/** Six digits: the longest text the withdraw-password rule accepts, so the field stops there. */
const WITHDRAW_PASSWORD_LENGTH = 6;

/**
 * The withdraw password wherever it is typed (withdrawing, adding an account, setting or changing it): the
 * numeric keypad, six characters at most and the domain's rule, so every form asks for it the same way.
 */
export function WithdrawPasswordField(props: Omit<PasswordFieldProps, 'rule' | 'inputMode' | 'maxLength'>) {
  return (
    <PasswordField
      required
      inputMode="numeric"
      maxLength={WITHDRAW_PASSWORD_LENGTH}
      rule={validateWithdrawPassword}
      {...props}
    />
  );
}
