import { routePaths } from '@platform/domain';
import { Button, PageEmpty, QueryContent, useMessages, WithdrawalAccountCard } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useApiClient } from '../../boot/AppRuntimeContext.tsx';
import { withdrawalAccountsQuery } from '../../data/cards.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberPage } from '../../layout/MemberPage.tsx';

/** `/cards`: the member's withdrawal accounts, masked as the server sends them, and the ways to add one. */
export default function CardsPage() {
  return (
    <MemberPage>
      <Accounts />
    </MemberPage>
  );
}

function Accounts() {
  const client = useApiClient();
  const text = useMessages(appCatalog).cards;
  const navigate = useNavigate();
  const accounts = useQuery(withdrawalAccountsQuery(client));
  return (
    <>
      <QueryContent query={accounts}>
        {(list) =>
          list.length === 0 ? (
            <PageEmpty message={text.noAccounts} />
          ) : (
            list.map((account) => (
              <WithdrawalAccountCard
                key={account.id}
                account={account}
                onOpen={() => navigate(`${routePaths.cardsBankDetail}?id=${encodeURIComponent(account.id)}`)}
              />
            ))
          )
        }
      </QueryContent>
      {/* Each add page checks the withdraw-password gate itself, so a deep link is blocked too. */}
      <Button block onClick={() => navigate(routePaths.cardsAddBankCard)}>
        {text.addBankCard}
      </Button>
      <Button block tone="secondary" onClick={() => navigate(routePaths.cardsAddVirtualCoin)}>
        {text.addVirtualCoin}
      </Button>
      <Button block tone="secondary" onClick={() => navigate(routePaths.cardsAddAlipay)}>
        {text.addAlipay}
      </Button>
    </>
  );
}
