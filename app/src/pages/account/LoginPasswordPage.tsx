import { routePaths, validatePassword } from '@platform/domain';
import { PageForm, PasswordField, useMessages } from '@platform/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { accountCalls } from '../../data/account.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { FormSubmit } from '../../pageParts/FormSubmit.tsx';

/**
 * The current password only has to be there: it was accepted under whatever rule held when it was chosen, and the
 * server is the judge of it ("the current password is incorrect").
 */
const currentPasswordRule = (value: string) =>
  value === '' ? validatePassword(value) : ({ ok: true } as const);

/**
 * `/setting/password`: the current and a new login password, both RSA-encrypted by the client as at sign-in. The
 * server ends every other session and rotates this one, then /setting/success says so.
 */
export default function LoginPasswordPage() {
  return (
    <MemberPage>
      <ChangeLoginPassword />
    </MemberPage>
  );
}

function ChangeLoginPassword() {
  const client = useApiClient();
  const text = useMessages(appCatalog).account;
  const navigate = useNavigate();
  const [values, setValues] = useState({ current: '', next: '', confirmation: '' });
  const [attempted, setAttempted] = useState(false);
  const change = useMutation({
    mutationFn: () => accountCalls(client).changeLoginPassword(values.current, values.next),
    onSuccess: () => navigate(routePaths.settingSuccess, { replace: true }),
  });
  const mismatch = values.confirmation !== values.next;
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    showValidation: attempted,
    disabled: change.isPending,
    required: true,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const valid = values.current !== '' && validatePassword(values.next).ok && !mismatch;
    if (valid && !change.isPending) change.mutate();
  };
  return (
    <PageForm inset onSubmit={submit} noValidate aria-label={text.loginPassword}>
      <PasswordField
        label={text.currentPassword}
        purpose="current"
        rule={currentPasswordRule}
        {...field('current')}
      />
      <PasswordField label={text.newPassword} purpose="new" {...field('next')} />
      <PasswordField
        label={text.confirmPassword}
        purpose="new"
        rule={null}
        {...field('confirmation')}
        error={attempted && mismatch ? text.passwordMismatch : undefined}
      />
      <FormSubmit mutation={change} label={text.changePassword} />
    </PageForm>
  );
}
