import { routePaths, validateWithdrawPassword } from '@platform/domain';
import { PageEmpty, PageForm, QueryContent, useMessages } from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { accountCalls, setWithdrawPassword } from '../../data/account.ts';
import { withdrawPasswordConfigQuery } from '../../data/cards.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';
import { FormSubmit } from '../../pageParts/FormSubmit.tsx';
import { WithdrawPasswordField } from '../../pageParts/WithdrawPasswordField.tsx';

/**
 * `/setting/wpassword`: the first withdraw password (spec §4: it unblocks adding withdrawal accounts and
 * withdrawing), or a new one in exchange for the current one. Both are RSA-encrypted by the client. On success
 * /setting/wsuccess, carrying on where the withdraw-password gate stopped the member.
 */
export default function WithdrawPasswordPage() {
  return (
    <MemberPage>
      <WithdrawPassword />
    </MemberPage>
  );
}

function WithdrawPassword() {
  const client = useApiClient();
  const text = useMessages(appCatalog).account;
  const config = useQuery(withdrawPasswordConfigQuery(client));
  return (
    <QueryContent query={config}>
      {({ d: enabled, p: isSet }) =>
        enabled ? (
          <WithdrawPasswordForm replacing={isSet} />
        ) : (
          <PageEmpty message={text.withdrawPasswordUnused} />
        )
      }
    </QueryContent>
  );
}

function WithdrawPasswordForm({ replacing }: { replacing: boolean }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const text = useMessages(appCatalog).account;
  const navigate = useNavigate();
  const { state } = useLocation();
  const [values, setValues] = useState({ current: '', next: '', confirmation: '' });
  const [attempted, setAttempted] = useState(false);
  const save = useMutation({
    mutationFn: async () => {
      if (replacing) await accountCalls(client).changeWithdrawPassword(values.current, values.next);
      else await setWithdrawPassword(client, queryClient, values.next);
    },
    // The gate's return path travels on to the success page.
    onSuccess: () => navigate(routePaths.settingWithdrawPasswordSuccess, { replace: true, state }),
  });
  const mismatch = values.confirmation !== values.next;
  const field = (name: keyof typeof values) => ({
    value: values[name],
    onValueChange: (value: string) => setValues((current) => ({ ...current, [name]: value })),
    showValidation: attempted,
    disabled: save.isPending,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const fields = replacing ? [values.current, values.next] : [values.next];
    if (fields.every((value) => validateWithdrawPassword(value).ok) && !mismatch && !save.isPending)
      save.mutate();
  };
  const title = replacing ? text.changeWithdrawPassword : text.setWithdrawPassword;
  return (
    <PageForm inset onSubmit={submit} noValidate aria-label={title}>
      <p>{replacing ? text.withdrawPasswordChangeIntro : text.withdrawPasswordSetIntro}</p>
      {replacing ? (
        <WithdrawPasswordField label={text.currentWithdrawPassword} purpose="current" {...field('current')} />
      ) : null}
      <WithdrawPasswordField label={text.newWithdrawPassword} purpose="new" {...field('next')} />
      <WithdrawPasswordField
        label={text.confirmWithdrawPassword}
        purpose="new"
        {...field('confirmation')}
        error={attempted && mismatch ? text.passwordMismatch : undefined}
      />
      <FormSubmit mutation={save} label={title} />
    </PageForm>
  );
}
