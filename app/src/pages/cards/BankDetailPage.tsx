import { routePaths } from '@platform/domain';
import {
  Button,
  ConfirmDialog,
  ListCell,
  ListGroup,
  useLocale,
  useMessages,
  useToast,
  WithdrawalAccountCard,
} from '@platform/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppRuntime, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { BlockEmpty } from '../../composer/BlockStatus.tsx';
import { cardKeys, type SavedWithdrawalAccount, withdrawalAccountsQuery } from '../../data/cards.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { failureText } from '../../i18n/serverText.ts';
import { MemberOnly } from '../../layout/MemberOnly.tsx';
import { QueryContent } from '../finance/PageStates.tsx';
import * as styles from '../pageLayout.css.ts';

/** `/cards/bankDetail?id=`: one saved withdrawal account, and removing it. */
export default function BankDetailPage() {
  return (
    <div className={styles.column}>
      <MemberOnly>
        <Detail />
      </MemberOnly>
    </div>
  );
}

function Detail() {
  const { client } = useAppRuntime();
  const text = useMessages(appCatalog).cards;
  const id = useSearchParams()[0].get('id') ?? '';
  const accounts = useQuery(withdrawalAccountsQuery(client));
  return (
    <QueryContent query={accounts}>
      {(list) => {
        const account = list.find((candidate) => candidate.id === id);
        return account === undefined ? (
          <BlockEmpty message={text.notFound} />
        ) : (
          <AccountDetail account={account} />
        );
      }}
    </QueryContent>
  );
}

function AccountDetail({ account }: { account: SavedWithdrawalAccount }) {
  const { client } = useAppRuntime();
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
  const addedOn = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(
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
