import { dateTimeFormat, routePaths } from '@platform/domain';
import {
  Button,
  ConfirmDialog,
  ListCell,
  ListGroup,
  PageEmpty,
  QueryContent,
  useLocale,
  useMessages,
  useToast,
  WithdrawalAccountCard,
} from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useApiClient, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { cardKeys, type SavedWithdrawalAccount, withdrawalAccountsQuery } from '../../data/cards.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { failureText } from '../../i18n/serverText.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';

/** `/cards/bankDetail?id=`: one saved withdrawal account, and removing it. */
export default function BankDetailPage() {
  return (
    <MemberPage>
      <Detail />
    </MemberPage>
  );
}

function Detail() {
  const client = useApiClient();
  const text = useMessages(appCatalog).cards;
  const id = useSearchParams()[0].get('id') ?? '';
  const accounts = useQuery(withdrawalAccountsQuery(client));
  return (
    <QueryContent query={accounts}>
      {(list) => {
        const account = list.find((candidate) => candidate.id === id);
        return account === undefined ? (
          <PageEmpty message={text.notFound} />
        ) : (
          <AccountDetail account={account} />
        );
      }}
    </QueryContent>
  );
}

function AccountDetail({ account }: { account: SavedWithdrawalAccount }) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { timeZone } = useSiteConfig();
  const locale = useLocale();
  const toast = useToast();
  const navigate = useNavigate();
  const text = useMessages(appCatalog).cards;
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => client.api.withdrawalAccountRemove({ body: { id: account.id } }),
    onSuccess: async () => {
      toast.show(text.removed, { tone: 'positive' });
      navigate(routePaths.cards, { replace: true });
      await queryClient.invalidateQueries({ queryKey: cardKeys.withdrawalAccounts });
    },
    onError: (error) => toast.show(failureText(error, locale), { tone: 'negative' }),
  });
  const addedOn = dateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(
    Date.parse(account.createdAt),
  );
  return (
    <>
      <WithdrawalAccountCard account={account} />
      <ListGroup>
        <ListCell
          title={text.kind}
          value={
            account.network === null
              ? text.kinds[account.kind]
              : `${text.kinds[account.kind]} ${account.network}`
          }
        />
        <ListCell title={text.holder} value={account.holderName} />
        <ListCell title={text.number} value={account.accountNumberMasked} />
        <ListCell title={text.addedOn} value={addedOn} />
      </ListGroup>
      <Button block tone="secondary" loading={remove.isPending} onClick={() => setConfirming(true)}>
        {text.remove}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={text.removeTitle}
        onConfirm={() => remove.mutate()}
        confirmLabel={text.remove}
        cancelLabel={text.cancel}
      />
    </>
  );
}
