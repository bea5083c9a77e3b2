import { MoneyDisplay, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient, useSignedIn, useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { type TransactionRecordDetail, transactionRecordQuery } from '../../data/records.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { useDateTimeFormat } from '../../pageParts/useDateTimeFormat.ts';
import { RecordDetailPage, type RecordDetailView, useRecordId } from './RecordDetailPage.tsx';
import { transactionStatusTag } from './recordStatus.ts';
import { changeCurrency, headlineChange } from './transactionMoney.ts';

/** `/user/transactionDetail?id=`: one money movement, with the change and resulting balance of each wallet. */
export default function TransactionDetailPage() {
  const client = useApiClient();
  const { currencyDisplay } = useSiteConfig();
  const text = useMessages(appCatalog).records;
  const wallets = useMessages(appCatalog).wallets;
  const formatTime = useDateTimeFormat();
  const id = useRecordId();
  // A visitor is offered sign-in rather than a request answered "token".
  const record = useQuery({ ...transactionRecordQuery(client, id), enabled: useSignedIn() && id !== '' });
  const walletName = (change: TransactionRecordDetail['changes'][number]) => {
    switch (change.kind) {
      case 'central':
        return wallets.central;
      case 'virtual':
        return wallets.virtualWallet(change.currency);
      case 'venue':
        return change.walletCode;
      case 'withdrawal_hold':
        return text.transactionKinds.withdrawal_hold;
      default:
        return change.kind satisfies never;
    }
  };
  const view = (record: TransactionRecordDetail): RecordDetailView => {
    const headline = headlineChange(record);
    return {
      title: text.transactionKinds[record.kind],
      amountMinor: headline?.amountMinor ?? 0,
      currency: changeCurrency(headline, currencyDisplay),
      status: transactionStatusTag(record.kind),
      rows: [
        { label: text.recordNumber, value: record.id, copyable: true },
        { label: text.kind, value: text.transactionKinds[record.kind] },
        { label: text.description, value: record.description },
        { label: text.time, value: formatTime(record.createdAt) },
        ...record.changes.flatMap((change) => {
          const currency = changeCurrency(change, currencyDisplay);
          return [
            {
              label: text.walletChange(walletName(change)),
              value: <MoneyDisplay amount={{ minor: change.amountMinor }} currency={currency} showPlusSign />,
            },
            {
              label: text.balanceAfter(walletName(change)),
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
