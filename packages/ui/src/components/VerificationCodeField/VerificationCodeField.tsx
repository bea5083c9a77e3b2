import type { RequiredField } from '@platform/domain';
import { useEffect, useState } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import * as fieldStyles from '../FormField/FormField.css.ts';
import { TextField, type TextFieldProps } from '../TextField/TextField.tsx';
import * as styles from './VerificationCodeField.css.ts';

export const verificationChannels = ['phone', 'email'] as const;
export type VerificationChannel = (typeof verificationChannels)[number];

/** The spec does not give the resend wait; 60 s is the common one for SMS and email codes. */
export const defaultResendCountdownSeconds = 60;

export interface VerificationCodeFieldProps
  extends Omit<TextFieldProps, 'type' | 'rule' | 'requiredField' | 'suffix' | 'inputMode'> {
  /** Where the code is sent; picks the domain's "required" message. */
  channel: VerificationChannel;
  /** Asks the server to send a code. Resolve when it was sent (the countdown starts); reject when it failed. */
  onSendCode: () => Promise<unknown>;
  /** Seconds before another code may be requested. */
  countdownSeconds?: number | undefined;
  /** Blocks sending, e.g. while the phone number is not valid yet. */
  sendDisabled?: boolean | undefined;
}

const requiredFields = {
  phone: 'phoneCode',
  email: 'emailCode',
} as const satisfies Record<VerificationChannel, RequiredField>;

type SendState = 'idle' | 'sending' | 'failed';

/** A one-time code with a send button that waits out a resend countdown. */
export function VerificationCodeField({
  channel,
  onSendCode,
  countdownSeconds = defaultResendCountdownSeconds,
  sendDisabled,
  disabled,
  error,
  ...props
}: VerificationCodeFieldProps) {
  const messages = useMessages(uiCatalog).verificationCodeField;
  const [sendState, setSendState] = useState<SendState>('idle');
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [hasSent, setHasSent] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) {
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  async function sendCode() {
    setSendState('sending');
    try {
      await onSendCode();
      setHasSent(true);
      setSendState('idle');
      setSecondsLeft(countdownSeconds);
    } catch {
      setSendState('failed');
    }
  }

  const counting = secondsLeft > 0;
  let buttonText: string = hasSent ? messages.resend : messages.send;
  if (sendState === 'sending') {
    buttonText = messages.sending;
  } else if (counting) {
    buttonText = messages.countdown(secondsLeft);
  }

  return (
    <TextField
      autoComplete="one-time-code"
      {...props}
      disabled={disabled}
      error={error ?? (sendState === 'failed' ? messages.sendFailed : undefined)}
      type="text"
      inputMode="numeric"
      requiredField={requiredFields[channel]}
      suffix={
        // Raw <button>: an inline send control inside the field's suffix, sized to the input.
        <button
          type="button"
          className={fieldStyles.inlineButton({ tone: 'brand' })}
          disabled={disabled || sendDisabled || counting || sendState === 'sending'}
          aria-busy={sendState === 'sending' || undefined}
          onClick={sendCode}
        >
          <span className={styles.sendButtonText}>{buttonText}</span>
        </button>
      }
    />
  );
}
