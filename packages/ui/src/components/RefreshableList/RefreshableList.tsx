import type { ReactNode } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/Button.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import * as styles from './RefreshableList.css.ts';
import { useLoadMoreWhenVisible } from './useLoadMoreWhenVisible.ts';
import { type PullState, usePullToRefresh } from './usePullToRefresh.ts';

export const listStatuses = ['loading', 'error', 'ready'] as const;
/** The first page: `loading` shows skeletons, `error` a retry, `ready` the items (or the empty state). */
export type ListStatus = (typeof listStatuses)[number];

export const pageStatuses = ['idle', 'loading', 'error', 'end'] as const;
/** Further pages: `idle` loads more when the end scrolls into view, `end` means there are no more. */
export type PageStatus = (typeof pageStatuses)[number];

export type RefreshableListProps<Item> = {
  /** Names the list ("交易记录"). */
  label: string;
  items: readonly Item[];
  itemKey: (item: Item) => string;
  renderItem: (item: Item) => ReactNode;
  status: ListStatus;
  pageStatus?: PageStatus;
  /** Reloads from the first page; the pull indicator shows until it settles. */
  onRefresh: () => Promise<void>;
  /** Loads the next page; also the retry after a failed page. */
  onLoadMore?: () => void;
  /** Retries the first page after `status: 'error'`. */
  onRetry: () => void;
  /** Replaces the default "暂无数据". */
  emptyText?: string;
  /** Replaces the default first-page error text. */
  errorText?: string;
};

export function RefreshableList<Item>({
  label,
  items,
  itemKey,
  renderItem,
  status,
  pageStatus = 'end',
  onRefresh,
  onLoadMore,
  onRetry,
  emptyText,
  errorText,
}: RefreshableListProps<Item>) {
  const text = useMessages(uiCatalog).refreshableList;
  const pull = usePullToRefresh(onRefresh);
  const canLoadMore =
    status === 'ready' && pageStatus === 'idle' && onLoadMore !== undefined && items.length > 0;
  const loadMoreRef = useLoadMoreWhenVisible<HTMLButtonElement>(canLoadMore, () => onLoadMore?.());

  const pullText: Record<PullState, string> = {
    idle: '',
    pulling: text.pullToRefresh,
    armed: text.releaseToRefresh,
    refreshing: text.refreshing,
  };

  const body = (() => {
    switch (status) {
      case 'loading':
        return <Skeleton rows={4} />;
      case 'error':
        return (
          <div className={styles.state} role="alert">
            <p>{errorText ?? text.error}</p>
            <Button tone="secondary" onClick={onRetry}>
              {text.retry}
            </Button>
          </div>
        );
      case 'ready':
        if (items.length === 0) {
          return <p className={styles.state}>{emptyText ?? text.empty}</p>;
        }
        return (
          <>
            <ul className={styles.list} aria-label={label}>
              {items.map((item) => (
                <li key={itemKey(item)}>{renderItem(item)}</li>
              ))}
            </ul>
            {pageFooter()}
          </>
        );
      default:
        return status satisfies never;
    }
  })();

  function pageFooter() {
    switch (pageStatus) {
      case 'idle':
        return (
          <div className={styles.footer}>
            <Button ref={loadMoreRef} tone="ghost" onClick={() => onLoadMore?.()}>
              {text.loadMore}
            </Button>
          </div>
        );
      case 'loading':
        return (
          <div className={styles.footer} role="status">
            {text.loadingMore}
          </div>
        );
      case 'error':
        return (
          <div className={styles.footer} role="alert">
            {text.loadMoreFailed}
            <Button tone="ghost" onClick={() => onLoadMore?.()}>
              {text.retry}
            </Button>
          </div>
        );
      case 'end':
        return <div className={styles.footer}>{text.end}</div>;
      default:
        return pageStatus satisfies never;
    }
  }

  return (
    <div
      className={styles.root}
      aria-busy={status === 'loading' || pull.state === 'refreshing'}
      {...pull.handlers}
    >
      {/* Raw <button>: a skip-style control that stays visually hidden until focused (Button takes no class). */}
      <button type="button" className={styles.refreshButton} onClick={() => void pull.refresh()}>
        {text.refresh}
      </button>
      <div
        className={styles.pullIndicator}
        style={{ height: pull.state === 'refreshing' ? '32px' : `${pull.distance}px` }}
        role="status"
      >
        {pullText[pull.state]}
      </div>
      {body}
    </div>
  );
}
