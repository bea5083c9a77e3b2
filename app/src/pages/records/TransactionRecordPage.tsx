import { routePaths } from '@platform/domain';
import { RecordItem, useMessages } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { RecordsList } from '../../pageParts/RecordsList.tsx';
import { transactionStatusTag } from './recordStatus.ts';
import { changeCurrency, headlineChange } from './transactionMoney.ts';

/** `/user/transactionRecord`: every money movement of the member by date range; each opens its detail page. */
export default function TransactionRecordPage() {
  const { currencyDisplay, timeZone } = useSiteConfig();
  const text = useMessages(appCatalog).records;
  const navigate = useNavigate();
  return (
    <RecordsList
      kind="transactions"
      label={text.transactionsList}
      renderItem={(record) => {
        const change = headlineChange(record);
        return (
          <RecordItem
            title={text.transactionKinds[record.kind]}
            description={record.description}
            occurredAt={new Date(record.createdAt)}
            amountMinor={change?.amountMinor ?? 0}
            currency={changeCurrency(change, currencyDisplay)}
            status={transactionStatusTag(record.kind)}
            timeZone={timeZone}
            onOpen={() => navigate(`${routePaths.transactionDetail}?id=${encodeURIComponent(record.id)}`)}
          />
        );
      }}
    />
  );
}
