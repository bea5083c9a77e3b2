import { type PageStatus, RefreshableList } from '@platform/ui';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { PageOf } from '../data/paging.ts';

type PagedListProps<Item> = {
  /** An infinite query over one of the contract's paged lists. */
  query: UseInfiniteQueryResult<InfiniteData<PageOf<Item>>>;
  /** Names the list for assistive technology. */
  label: string;
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  emptyText: string;
};

/**
 * A paged list of the member's things (records, messages, feedback): the first page's loading, error-with-retry and
 * empty states, the next page asked for as the end scrolls into view, pull down to refresh.
 */
export function PagedList<Item>({ query, label, itemKey, renderItem, emptyText }: PagedListProps<Item>) {
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <RefreshableList
      label={label}
      items={items}
      itemKey={itemKey}
      renderItem={renderItem}
      status={query.data !== undefined ? 'ready' : query.isError ? 'error' : 'loading'}
      pageStatus={pageStatusOf(query)}
      onRefresh={async () => {
        await query.refetch();
      }}
      onLoadMore={() => void query.fetchNextPage()}
      onRetry={() => void query.refetch()}
      emptyText={emptyText}
    />
  );
}

function pageStatusOf(query: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
}): PageStatus {
  if (query.isFetchingNextPage) return 'loading';
  if (query.isFetchNextPageError) return 'error';
  return query.hasNextPage ? 'idle' : 'end';
}
