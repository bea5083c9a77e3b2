import { ApiError } from '@platform/api-client';
import type { CurrencyDisplay } from '@platform/domain';
import {
  PageColumn,
  PageEmpty,
  PageError,
  RecordDetail,
  type RecordDetailRow,
  type RecordStatus,
  useMessages,
} from '@platform/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useSiteConfig } from '../../boot/AppRuntimeContext.tsx';
import { appCatalog } from '../../i18n/appCatalog.ts';
import { MemberOnly } from '../../layout/MemberOnly.tsx';

export type RecordDetailView = {
  title: string;
  amountMinor: number;
  currency: CurrencyDisplay;
  status: RecordStatus;
  rows: RecordDetailRow[];
};

/** The record a detail page names with `?id=` ('' when there is none). */
export function useRecordId(): string {
  return useSearchParams()[0].get('id') ?? '';
}

/**
 * A record's detail page: the loading placeholder, "not found" for an id that is not the member's (or none), the
 * error with a retry, then the record. A visitor is offered sign-in.
 */
export function RecordDetailPage<Data>({
  id,
  record,
  view,
}: {
  id: string;
  record: UseQueryResult<Data>;
  view: (data: Data) => RecordDetailView;
}) {
  const text = useMessages(appCatalog).records;
  const { currencyDisplay } = useSiteConfig();
  const content = () => {
    if (id === '') return <PageEmpty message={text.notFound} />;
    if (record.data !== undefined) return <RecordDetail {...view(record.data)} />;
    if (record.isError) {
      return record.error instanceof ApiError && record.error.code === 'NOT_FOUND' ? (
        <PageEmpty message={text.notFound} />
      ) : (
        <PageError onRetry={() => void record.refetch()} />
      );
    }
    return (
      <RecordDetail
        title=""
        amountMinor={0}
        currency={currencyDisplay}
        status="pending"
        rows={[]}
        state="loading"
      />
    );
  };
  return (
    <PageColumn>
      <MemberOnly message={text.signInFirst}>{content()}</MemberOnly>
    </PageColumn>
  );
}
