import type { ComponentMessages } from '../../i18n/index.ts';

type Strings = {
  pullToRefresh: string;
  releaseToRefresh: string;
  refreshing: string;
  refresh: string;
  empty: string;
  error: string;
  retry: string;
  loadMore: string;
  loadingMore: string;
  loadMoreFailed: string;
  end: string;
};

export const refreshableListMessages = {
  'zh-CN': {
    pullToRefresh: '下拉刷新',
    releaseToRefresh: '释放立即刷新',
    refreshing: '刷新中…',
    refresh: '刷新列表',
    empty: '暂无数据',
    error: '加载失败，请稍后再试',
    retry: '重试',
    loadMore: '加载更多',
    loadingMore: '加载中…',
    loadMoreFailed: '加载失败',
    end: '没有更多了',
  },
  'zh-HK': {
    pullToRefresh: '下拉刷新',
    releaseToRefresh: '釋放立即刷新',
    refreshing: '刷新中…',
    refresh: '刷新列表',
    empty: '暫無數據',
    error: '載入失敗，請稍後再試',
    retry: '重試',
    loadMore: '載入更多',
    loadingMore: '載入中…',
    loadMoreFailed: '載入失敗',
    end: '沒有更多了',
  },
  'en-US': {
    pullToRefresh: 'Pull to refresh',
    releaseToRefresh: 'Release to refresh',
    refreshing: 'Refreshing…',
    refresh: 'Refresh list',
    empty: 'Nothing here yet',
    error: 'Could not load. Please try again.',
    retry: 'Retry',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    loadMoreFailed: 'Could not load more',
    end: 'No more items',
  },
} satisfies ComponentMessages<Strings>;
