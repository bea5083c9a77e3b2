import { MoneyDisplay, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient, useSignedIn } from '../../boot/AppRuntimeContext.tsx';
import { myAssetsQuery } from '../../data/finance.ts';
import { type TransactionRecordDetail, transactionRecordQuery } from '../../data/records.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { useCurrencyOf } from '../../pageParts/useCurrencyOf.ts';
import { useDateTimeFormat } from '../../pageParts/useDateTimeFormat.ts';
import { walletName } from '../../pageParts/walletName.ts';
import { RecordDetailPage, type RecordDetailView, useRecordId } from './RecordDetailPage.tsx';
import { headlineChange } from './transactionMoney.ts';

type WalletChange = TransactionRecordDetail['changes'][number];

/** `/user/transactionDetail?id=`: one money movement, with the change and resulting balance of each wallet. */
export default function TransactionDetailPage() {
  const client = useApiClient();
  const currencyOf = useCurrencyOf();
  const text = useMessages(appCatalog).records;
  const wallets = useMessages(appCatalog).wallets;
  const formatTime = useDateTimeFormat();
  const id = useRecordId();
  const signedIn = useSignedIn();
  // A visitor is offered sign-in rather than a request answered "token".
  const record = useQuery({ ...transactionRecordQuery(client, id), enabled: signedIn && id !== '' });
  // The venues' names, so a venue wallet reads as the venue the member knows, not its code.
  const assets = useQuery({ ...myAssetsQuery(client), enabled: signedIn });
  const changedWalletName = ({ kind, ...change }: WalletChange) => {
    if (kind === 'withdrawal_hold') return text.transactionKinds.withdrawal_hold;
    const venue = assets.data?.wallets.find(
      (wallet) => wallet.kind === 'venue' && wallet.walletCode === change.walletCode,
    );
    return walletName({ ...change, kind, name: venue?.name ?? change.walletCode }, wallets);
  };
  const view = (record: TransactionRecordDetail): RecordDetailView => {
    const headline = headlineChange(record);
    return {
      title: text.transactionKinds[record.kind],
      amountMinor: headline?.amountMinor ?? 0,
      currency: currencyOf(headline?.currency ?? ''),
      status: record.status,
      rows: [
        { label: text.recordNumber, value: record.id, copyable: true },
        { label: text.kind, value: text.transactionKinds[record.kind] },
        { label: text.description, value: record.description },
        { label: text.time, value: formatTime(record.createdAt) },
        ...record.changes.flatMap((change) => {
          const currency = currencyOf(change.currency);
          return [
            {
              label: text.walletChange(changedWalletName(change)),
              value: <MoneyDisplay amount={{ minor: change.amountMinor }} currency={currency} showPlusSign />,
            },
            {
              label: text.balanceAfter(changedWalletName(change)),
              value: <MoneyDisplay amount={{ minor: change.balanceAfterMinor }} currency={currency} />,
            },
          ];
        }),
        ...(record.referenceId === null
          ? []
          : [{ label: text.reference, value: record.referenceId, copyable: true }]),
      ],
    };
  };
  return <RecordDetailPage id={id} record={record} view={view} />;
}
