import { MoneyDisplay, useMessages } from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useApiClient, useSignedIn } from '../../boot/AppRuntimeContext.tsx';
import { type RedemptionRecord, redemptionRecordQuery } from '../../data/records.ts';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { useCurrencyOf } from '../../pageParts/useCurrencyOf.ts';
import { useDateTimeFormat } from '../../pageParts/useDateTimeFormat.ts';
import { RecordDetailPage, type RecordDetailView, useRecordId } from './RecordDetailPage.tsx';
import { redemptionAmount } from './redemptionView.ts';

/** `/user/redemptionDetail?id=`: one currency exchange, what was paid, what was received and at which rate. */
export default function RedemptionDetailPage() {
  const client = useApiClient();
  const text = useMessages(appCatalog).records;
  const formatTime = useDateTimeFormat();
  const currencyOf = useCurrencyOf();
  const id = useRecordId();
  // A visitor is offered sign-in rather than a request answered "token".
  const record = useQuery({ ...redemptionRecordQuery(client, id), enabled: useSignedIn() && id !== '' });
  const view = (record: RedemptionRecord): RecordDetailView => ({
    title: text.redemptionTitle(record.fromCurrency, record.toCurrency),
    ...redemptionAmount(record, currencyOf),
    // An exchange is recorded only once it has happened.
    status: 'success',
    rows: [
      { label: text.recordNumber, value: record.id, copyable: true },
      {
        label: text.paid,
        value: (
          <MoneyDisplay
            amount={{ minor: record.fromAmountMinor }}
            currency={currencyOf(record.fromCurrency)}
          />
        ),
      },
      {
        label: text.received,
        value: (
          <MoneyDisplay amount={{ minor: record.toAmountMinor }} currency={currencyOf(record.toCurrency)} />
        ),
      },
      { label: text.rate, value: record.rate },
      { label: text.time, value: formatTime(record.createdAt) },
    ],
  });
  return <RecordDetailPage id={id} record={record} view={view} />;
}
