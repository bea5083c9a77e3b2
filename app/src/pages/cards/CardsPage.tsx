import { routePaths } from '@platform/domain';
import { Button, useMessages, WithdrawalAccountCard } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { useAppRuntime } from '../../boot/AppRuntimeContext.tsx';
import { BlockEmpty } from '../../composer/BlockStatus.tsx';
import { withdrawalAccountsQuery } from '../../data/cards.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberOnly } from '../../layout/MemberOnly.tsx';
import { QueryContent } from '../finance/PageStates.tsx';
import * as styles from '../pageLayout.css.ts';

/** `/cards`: the member's withdrawal accounts, masked as the server sends them, and the ways to add one. */
export default function CardsPage() {
  return (
    <div className={styles.column}>
      <MemberOnly>
        <Accounts />
      </MemberOnly>
    </div>
  );
}

function Accounts() {
  const { client } = useAppRuntime();
  const text = useMessages(appCatalog).cards;
  const navigate = useNavigate();
  const accounts = useQuery(withdrawalAccountsQuery(client));
  return (
    <>
      <QueryContent query={accounts}>
        {(list) =>
          list.length === 0 ? (
            <BlockEmpty message={text.noAccounts} />
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
