import { routePaths } from '@platform/domain';
import { RecordItem, useMessages } from '@platform/ui';
import { useNavigate } from 'react-router-dom';
import { useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { RecordsList } from '../../pageParts/RecordsList.tsx';
import { useCurrencyOf } from '../../pageParts/useCurrencyOf.ts';
import { redemptionAmount } from './redemptionView.ts';

/** `/user/redemptionRecord`: the member's currency exchanges by date range; each opens its detail page. */
export default function RedemptionRecordPage() {
  const { timeZone } = useSiteConfig();
  const text = useMessages(appCatalog).records;
  const navigate = useNavigate();
  const currencyOf = useCurrencyOf();
  return (
    <RecordsList
      kind="redemptions"
      label={text.redemptionsList}
      renderItem={(record) => (
        <RecordItem
          title={text.redemptionTitle(record.fromCurrency, record.toCurrency)}
          description={`${text.rate} ${record.rate}`}
          occurredAt={new Date(record.createdAt)}
          {...redemptionAmount(record, currencyOf)}
          status="success"
          timeZone={timeZone}
          onOpen={() => navigate(`${routePaths.redemptionDetail}?id=${encodeURIComponent(record.id)}`)}
        />
      )}
    />
  );
}
