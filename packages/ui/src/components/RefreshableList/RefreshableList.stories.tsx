import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { ListCell } from '../ListCell/ListCell.tsx';
import {
  type ListStatus,
  listStatuses,
  type PageStatus,
  pageStatuses,
  RefreshableList,
} from './RefreshableList.tsx';

type Transaction = { id: string; title: string; amount: string };

const transactions = (from: number, count: number): Transaction[] =>
  Array.from({ length: count }, (_, index) => ({
    id: String(from + index),
    title: `充值 #${from + index}`,
    amount: `+${(from + index) * 10}.00`,
  }));

const renderTransaction = (item: Transaction) => (
  <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
    <ListCell title={item.title} value={item.amount} />
  </ul>
);

type StaticArgs = {
  status: ListStatus;
  pageStatus: PageStatus;
  itemCount: number;
  onRefresh: () => Promise<void>;
  onLoadMore: () => void;
  onRetry: () => void;
  emptyText?: string;
};

function StaticList({ itemCount, ...props }: StaticArgs) {
  return (
    <RefreshableList
      {...props}
      label="交易记录"
      items={transactions(1, itemCount)}
      itemKey={(item) => item.id}
      renderItem={renderTransaction}
    />
  );
}

const meta = {
  title: 'Layout/RefreshableList',
  component: StaticList,
  globals: { locale: 'zh-CN' },
  argTypes: {
    status: { control: 'inline-radio', options: listStatuses },
    pageStatus: { control: 'inline-radio', options: pageStatuses },
  },
  args: {
    status: 'ready',
    pageStatus: 'end',
    itemCount: 5,
    onRefresh: fn(async () => {}),
    onLoadMore: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof StaticList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '交易记录' })).toBeVisible();
    await expect(canvas.getByText('没有更多了')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载中…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { itemCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('加载失败，请稍后再试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LoadingMore: Story = { args: { pageStatus: 'loading' } };

export const LoadMoreFailed: Story = {
  args: { pageStatus: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

const pageSize = 10;
const totalItems = 25;

/** A paged data source in memory: every page arrives after a short delay, the second load of page 2 fails once. */
function PagedList({ failSecondPageOnce }: { failSecondPageOnce: boolean }) {
  const [items, setItems] = useState(() => transactions(1, pageSize));
  const [pageStatus, setPageStatus] = useState<PageStatus>('idle');
  const [failuresLeft, setFailuresLeft] = useState(failSecondPageOnce ? 1 : 0);
  const [refreshCount, setRefreshCount] = useState(0);

  const loadMore = () => {
    if (pageStatus === 'loading') {
      return;
    }
    setPageStatus('loading');
    setTimeout(() => {
      if (failuresLeft > 0) {
        setFailuresLeft(failuresLeft - 1);
        setPageStatus('error');
        return;
      }
      const next = transactions(items.length + 1, Math.min(pageSize, totalItems - items.length));
      const all = [...items, ...next];
      setItems(all);
      setPageStatus(all.length >= totalItems ? 'end' : 'idle');
    }, 50);
  };

  return (
    <>
      <p>刷新次数：{refreshCount}</p>
      <RefreshableList
        label="交易记录"
        items={items}
        itemKey={(item) => item.id}
        renderItem={renderTransaction}
        status="ready"
        pageStatus={pageStatus}
        onLoadMore={loadMore}
        onRetry={() => {}}
        onRefresh={async () => {
          await new Promise((resolve) => setTimeout(resolve, 50));
          setItems(transactions(1, pageSize));
          setPageStatus('idle');
          setRefreshCount((count) => count + 1);
        }}
      />
    </>
  );
}

export const InfiniteScroll: Story = {
  render: () => <PagedList failSecondPageOnce={false} />,
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '交易记录' });
    // Bringing the end of the list into view loads the next page, until there are no more.
    await waitFor(async () => {
      canvas.queryByRole('button', { name: '加载更多' })?.scrollIntoView();
      await expect(list.children).toHaveLength(totalItems);
    });
    await expect(canvas.getByText('没有更多了')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '加载更多' })).toBeNull();
  },
};

export const PagingRetryAfterFailure: Story = {
  render: () => <PagedList failSecondPageOnce />,
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '加载更多' }));
    const retry = await canvas.findByRole('button', { name: '重试' });
    await userEvent.click(retry);
    await waitFor(() => expect(canvas.getByRole('list', { name: '交易记录' }).children).toHaveLength(20));
  },
};

function touch(target: Element, type: 'touchstart' | 'touchmove' | 'touchend', clientY: number) {
  const point = new Touch({ identifier: 1, target, clientX: 100, clientY });
  target.dispatchEvent(
    new TouchEvent(type, {
      bubbles: true,
      cancelable: true,
      touches: type === 'touchend' ? [] : [point],
      changedTouches: [point],
    }),
  );
}

export const PullToRefresh: Story = {
  render: () => <PagedList failSecondPageOnce={false} />,
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '交易记录' });
    touch(list, 'touchstart', 100);
    touch(list, 'touchmove', 180);
    await expect(await canvas.findByText('下拉刷新')).toBeInTheDocument();
    touch(list, 'touchmove', 260);
    await expect(await canvas.findByText('释放立即刷新')).toBeInTheDocument();
    touch(list, 'touchend', 260);
    await waitFor(() => expect(canvas.getByText('刷新次数：1')).toBeVisible());
  },
};

export const ShortPullDoesNotRefresh: Story = {
  render: () => <PagedList failSecondPageOnce={false} />,
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '交易记录' });
    touch(list, 'touchstart', 100);
    touch(list, 'touchmove', 150);
    const indicator = await canvas.findByRole('status');
    await waitFor(() => expect(indicator).toHaveTextContent('下拉刷新'));
    touch(list, 'touchend', 150);
    // Released short of the threshold, the indicator folds back empty; had it refreshed, it would
    // read "refreshing" from the same touchend until the refresh finished.
    await waitFor(() => expect(indicator).toBeEmptyDOMElement());
    await expect(canvas.getByText('刷新次数：0')).toBeVisible();
  },
};

export const KeyboardRefresh: Story = {
  render: () => <PagedList failSecondPageOnce={false} />,
  parameters: { screenshot: false },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '刷新列表' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('刷新次数：1')).toBeVisible());
  },
};

export const EnglishText: Story = {
  args: { pageStatus: 'error' },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load more');
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeVisible();
  },
};
