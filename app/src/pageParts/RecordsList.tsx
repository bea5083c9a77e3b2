import { DateRangePicker, PageColumn, useMessages } from '@platform/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApiClient, useSiteConfig } from '../boot/AppRuntimeContext.tsx';
import { type RecordOfKind, type RecordsKind, recordsQuery, type WalletFilter } from '../data/records.ts';
import { appCatalog } from '../i18n/appCatalog.ts';
import { MemberOnly } from '../layout/MemberOnly.tsx';
import { PagedList } from './PagedList.tsx';
import { useRecordsRange } from './recordsRange.ts';

type RecordsListProps<Kind extends RecordsKind> = {
  kind: Kind;
  /** Names the list for assistive technology. */
  label: string;
  renderItem: (record: RecordOfKind[Kind]) => ReactNode;
  /** Shown above the date-range picker for members (the task records' way to the task centre, a wallet choice). */
  header?: ReactNode;
  /** Transactions of this wallet only. */
  wallet?: WalletFilter | undefined;
};

/**
 * A records page: the date-range picker over the member's records of one kind, newest first, loaded a page at a
 * time as the end scrolls into view, pulled down to refresh. A visitor is offered sign-in instead.
 */
export function RecordsList<Kind extends RecordsKind>(props: RecordsListProps<Kind>) {
  const text = useMessages(appCatalog).records;
  return (
    <PageColumn>
      <MemberOnly message={text.signInFirst}>
        <MemberRecords {...props} />
      </MemberOnly>
    </PageColumn>
  );
}

function MemberRecords<Kind extends RecordsKind>({
  kind,
  label,
  renderItem,
  header,
  wallet,
}: RecordsListProps<Kind>) {
  const client = useApiClient();
  const { timeZone } = useSiteConfig();
  const text = useMessages(appCatalog).records;
  const [preset, selectPreset] = useRecordsRange();
  const records = useInfiniteQuery(recordsQuery(client, kind, preset, wallet));
  return (
    <>
      {header}
      <DateRangePicker value={preset} onChange={selectPreset} timeZone={timeZone} />
      <PagedList
        query={records}
        label={label}
        itemKey={(record) => record.id}
        renderItem={renderItem}
        emptyText={text.emptyInRange[`${preset}`]}
      />
    </>
  );
}
