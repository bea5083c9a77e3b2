import { notices } from '@platform/contract';
import {
  routePaths,
  type UsdtNetwork,
  validateWithdrawPassword,
  type WithdrawalAccountKind,
} from '@platform/domain';
import { Button, Dialog, PageForm, useLocale, useMessages, useToast } from '@platform/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { cardKeys } from '../../data/cards.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { failureText } from '../../i18n/serverText.ts';
import { WithdrawPasswordField } from '../../pageParts/WithdrawPasswordField.tsx';

/** What a form adds; the withdrawal password is asked for afterwards, in a dialog. */
export type NewAccount = {
  kind: WithdrawalAccountKind;
  holderName: string;
  bankName?: string;
  network?: UsdtNetwork;
  accountNumber: string;
};

/**
 * Adding a withdrawal account: the form's values wait while the member confirms with the withdrawal password
 * (RSA-encrypted by the client); the server's refusal goes back to the form, success returns to /cards.
 */
export function useAddWithdrawalAccount() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toast = useToast();
  const locale = useLocale();
  const [pending, setPending] = useState<NewAccount | null>(null);
  const add = useMutation({
    mutationFn: async (body: NewAccount & { withdrawPassword: string }) =>
      client.api.withdrawalAccountAdd({
        body: await client.encryptPasswordFields('withdrawalAccountAdd', body),
      }),
    onSuccess: async () => {
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: cardKeys.withdrawalAccounts });
      toast.show(notices.BINDING_SUCCEEDED[locale], { tone: 'positive' });
      navigate(routePaths.cards, { replace: true });
    },
    onError: () => setPending(null),
  });
  const dialog = (
    <PasswordDialog
      open={pending !== null}
      busy={add.isPending}
      onCancel={() => setPending(null)}
      onConfirm={(withdrawPassword) => {
        if (pending !== null && !add.isPending) add.mutate({ ...pending, withdrawPassword });
      }}
    />
  );
  return {
    request: (account: NewAccount) => {
      add.reset();
      setPending(account);
    },
    submitting: add.isPending,
    serverError: add.isError ? failureText(add.error, locale) : undefined,
    dialog,
  };
}

function PasswordDialog({
  open,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (password: string) => void;
}) {
  const text = useMessages(appCatalog).cards;
  const [password, setPassword] = useState('');
  const [attempted, setAttempted] = useState(false);
  const close = () => {
    setPassword('');
    setAttempted(false);
    onCancel();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (validateWithdrawPassword(password).ok) onConfirm(password);
  };
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Content title={text.passwordTitle} description={text.passwordDescription}>
        <PageForm noValidate onSubmit={submit} aria-label={text.passwordTitle}>
          <WithdrawPasswordField
            label={text.withdrawPassword}
            value={password}
            onValueChange={setPassword}
            showValidation={attempted}
          />
          <Button type="submit" block loading={busy}>
            {text.confirm}
          </Button>
          <Button tone="secondary" block onClick={close}>
            {text.cancel}
          </Button>
        </PageForm>
      </Dialog.Content>
    </Dialog.Root>
  );
}
