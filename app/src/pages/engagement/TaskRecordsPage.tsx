import { routePaths } from '@platform/domain';
import { ListGroup, RecordItem, useMessages } from '@platform/ui';
import { useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { RecordsList } from '../../pageParts/RecordsList.tsx';
import { RouteCell } from './RouteCell.tsx';

/** `/taskRecords`: the task rewards the member claimed in the chosen date range, newest first. */
export default function TaskRecordsPage() {
  const { currencyDisplay, timeZone } = useSiteConfig();
  const text = useMessages(appCatalog).engagement.tasks;
  return (
    <RecordsList
      kind="tasks"
      label={text.recordsList}
      header={
        <ListGroup>
          <RouteCell title={text.taskCentre} to={routePaths.task} />
        </ListGroup>
      }
      renderItem={(record) => (
        // A claimed reward has no detail page; its ledger credit shows in the transaction records.
        <RecordItem
          title={record.title}
          occurredAt={new Date(record.claimedAt)}
          amountMinor={record.reward.amountMinor}
          currency={currencyDisplay}
          status="success"
          timeZone={timeZone}
        />
      )}
    />
  );
}
