import { routePaths } from '@platform/domain';
import { RecordItem, Select, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useApiClient, useSignedIn, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { myAssetsQuery } from '../../data/finance.ts';
import type { WalletFilter } from '../../data/records.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { RecordsList } from '../../pageParts/RecordsList.tsx';
import { useCurrencyOf } from '../../pageParts/useCurrencyOf.ts';
import { walletName } from '../../pageParts/walletName.ts';
import { headlineChange } from './transactionMoney.ts';

const CENTRAL: WalletFilter = { wallet: 'central' };

/** A wallet choice as the select's value: its kind, and a venue's wallet code. */
const walletKey = (filter: WalletFilter) => `${filter.wallet}:${filter.wallet_code ?? ''}`;

/**
 * `/user/transactionRecord`: the money movements of one wallet of the member (the central wallet first) by date
 * range, so the lines add up to that wallet's change: a venue's stakes and payouts are listed under the venue,
 * not beside the transfers that carried the money there. Each line opens its detail page.
 */
export default function TransactionRecordPage() {
  const { timeZone } = useSiteConfig();
  const text = useMessages(appCatalog).records;
  const navigate = useNavigate();
  const currencyOf = useCurrencyOf();
  const [wallet, setWallet] = useState<WalletFilter>(CENTRAL);
  return (
    <RecordsList
      kind="transactions"
      label={text.transactionsList}
      wallet={wallet}
      header={<WalletChoice wallet={wallet} onChange={setWallet} />}
      renderItem={(record) => {
        const change = headlineChange(record, wallet);
        return (
          <RecordItem
            title={text.transactionKinds[record.kind]}
            description={record.description}
            occurredAt={new Date(record.createdAt)}
            amountMinor={change?.amountMinor ?? 0}
            currency={currencyOf(change?.currency ?? '')}
            status={record.status}
            timeZone={timeZone}
            onOpen={() => navigate(`${routePaths.transactionDetail}?id=${encodeURIComponent(record.id)}`)}
          />
        );
      }}
    />
  );
}

/** Which wallet's lines are listed: the central wallet, the virtual-currency wallet or one venue's. */
function WalletChoice({
  wallet,
  onChange,
}: {
  wallet: WalletFilter;
  onChange: (next: WalletFilter) => void;
}) {
  const client = useApiClient();
  const text = useMessages(appCatalog);
  const assets = useQuery({ ...myAssetsQuery(client), enabled: useSignedIn() });
  const choices = (assets.data?.wallets ?? []).map((asset) => {
    const filter: WalletFilter =
      asset.kind === 'venue' ? { wallet: 'venue', wallet_code: asset.walletCode } : { wallet: asset.kind };
    return { filter, value: walletKey(filter), label: walletName(asset, text.wallets) };
  });
  const options =
    choices.length === 0 ? [{ value: walletKey(CENTRAL), label: text.wallets.central }] : choices;
  return (
    <Select
      label={text.records.walletFilter}
      options={options}
      value={walletKey(wallet)}
      onValueChange={(value) => onChange(choices.find((choice) => choice.value === value)?.filter ?? CENTRAL)}
    />
  );
}
