import {
  PageForm,
  useLocale,
  useMessages,
  type VerificationChannel,
  VerificationCodeField,
} from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { MemberInfo } from '../../data/account.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { failureText } from '../../i18n/serverText.ts';
import { FormSubmit } from '../../pageParts/FormSubmit.tsx';
import { useMemberInfoEdited } from './useMemberInfoEdited.ts';

/**
 * Binding a phone or an email: the destination field (given by the page), a code sent to it with the resend
 * countdown, then the binding. The server refuses a wrong code ("verification code error", spec §8) and a
 * destination bound to another member; a code that could not be sent says why ("getting the verification code
 * failed", or the server's own reason) under the code field. Success says "binding succeeded" and returns to
 * the personal info.
 */
export function ContactBindingForm({
  channel,
  label,
  boundNow,
  destinationField,
  destinationValid,
  sendCode,
  bind,
}: {
  channel: VerificationChannel;
  /** The form's accessible name (the page's subject). */
  label: string;
  /** The masked destination bound now, or null. */
  boundNow: string | null;
  /** The phone or email field; it reads `showValidation` to show its prompt after a submit attempt. */
  destinationField: (showValidation: boolean, disabled: boolean) => ReactNode;
  destinationValid: boolean;
  sendCode: () => Promise<unknown>;
  bind: (code: string) => Promise<MemberInfo>;
}) {
  const locale = useLocale();
  const text = useMessages(appCatalog).account;
  const edited = useMemberInfoEdited('BINDING_SUCCEEDED');
  const [code, setCode] = useState('');
  const [attempted, setAttempted] = useState(false);
  const [sendFailure, setSendFailure] = useState<string | undefined>();
  const binding = useMutation({
    mutationFn: () => bind(code),
    onSuccess: edited,
  });
  const send = async () => {
    setSendFailure(undefined);
    try {
      return await sendCode();
    } catch (error) {
      setSendFailure(failureText(error, locale));
      throw error;
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (destinationValid && code.trim() !== '' && !binding.isPending) binding.mutate();
  };
  return (
    <PageForm inset onSubmit={submit} noValidate aria-label={label}>
      {boundNow === null ? null : (
        <p>
          {text.currentlyBound(boundNow)}
          <br />
          {text.replacesBinding}
        </p>
      )}
      {destinationField(attempted, binding.isPending)}
      <VerificationCodeField
        label={text.verificationCode}
        channel={channel}
        required
        maxLength={6}
        value={code}
        onValueChange={setCode}
        onSendCode={send}
        sendDisabled={!destinationValid}
        error={sendFailure}
        showValidation={attempted}
        disabled={binding.isPending}
      />
      <FormSubmit mutation={binding} label={text.bind} />
    </PageForm>
  );
}
