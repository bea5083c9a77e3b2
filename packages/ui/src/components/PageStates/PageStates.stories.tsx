import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { MemberOnly, PageEmpty, PageError, PageLoading, SignInPrompt } from './PageStates.tsx';

/** The states a page section shows instead of its content; every app's pages use these, never their own. */
const meta = {
  title: 'Page/States',
  component: PageError,
  globals: { locale: 'zh-CN' },
  args: { onRetry: fn() },
} satisfies Meta<typeof PageError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The data failed to load: the page kit's own words, and the retry. */
export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('内容加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  render: () => <PageLoading rows={3} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '加载中' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  render: () => <PageEmpty message="暂无记录" />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无记录')).toBeVisible();
  },
};

export const SignIn: Story = {
  render: ({ onRetry }) => <SignInPrompt message="登录后查看您的消息" onSignIn={onRetry} />,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('登录后查看您的消息')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A visitor on a member-only page: the default invitation instead of the page. */
export const MemberOnlyVisitor: Story = {
  render: ({ onRetry }) => (
    <MemberOnly signedIn={false} onSignIn={onRetry}>
      <p>会员资料</p>
    </MemberOnly>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('登录后查看此页面')).toBeVisible();
    await expect(canvas.queryByText('会员资料')).toBeNull();
  },
};

export const LongMessage: Story = {
  render: () => (
    <PageEmpty message="您还没有任何投注记录。完成第一笔体育、真人视讯或电子游艺投注后，记录会在这里按时间倒序显示，并可按日期筛选。" />
  ),
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('內容載入失敗');
    await expect(canvas.getByRole('button', { name: '重試' })).toBeVisible();
  },
};

export const EnglishText: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This section did not load');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
