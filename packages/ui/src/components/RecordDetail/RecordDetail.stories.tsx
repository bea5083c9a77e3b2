import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { usdtCurrency, yuanCurrency } from '../../story-fixtures/fixtures.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { RecordDetail, recordAmountKinds, recordDetailStates } from './RecordDetail.tsx';

const meta = {
  title: 'Records/RecordDetail',
  component: RecordDetail,
  globals: { locale: 'zh-CN' },
  args: {
    title: '提款',
    amountMinor: -50_000,
    currency: yuanCurrency,
    status: 'processing',
    rows: [
      { label: '订单号', value: 'W20260313220915', copyable: true },
      { label: '申请时间', value: '2026-03-13 22:09:15' },
      { label: '到账账户', value: '招商银行 (尾号 8899)' },
      { label: '手续费', value: '¥0.00' },
    ],
    copyText: fn(async () => {}),
    state: 'ready',
  },
  argTypes: {
    state: { control: 'inline-radio', options: recordDetailStates },
    amountKind: { control: 'inline-radio', options: recordAmountKinds },
  },
} satisfies Meta<typeof RecordDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  name: 'Transaction',
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '提款' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '复制订单号' }));
    await expect(args.copyText).toHaveBeenCalledWith('W20260313220915');
    await expect(canvas.getByRole('status')).toHaveTextContent('复制成功');
    releaseFocus(canvasElement);
  },
};

export const Bet: Story = {
  args: {
    title: '沙巴体育',
    amountMinor: 9_500,
    status: 'won',
    rows: [
      { label: '注单号', value: 'B2026031320014455', copyable: true },
      { label: '赛事', value: '英超 曼城 对 阿森纳' },
      { label: '玩法', value: '让球 曼城 -0.5 @1.95' },
      { label: '投注额', value: '¥100.00' },
    ],
  },
};

export const Redemption: Story = {
  args: {
    title: '积分兑换',
    amountMinor: 8_800,
    status: 'pending',
    rows: [{ label: '兑换内容', value: '88 元红包' }],
  },
};

/** An amount to pay is not a gain: no "+", no green, and in the order's own currency (USDT, not the site's coin). */
export const OrderToPay: Story = {
  args: {
    title: 'USDT TRC20 · 应付金额',
    amountMinor: 20_000,
    amountKind: 'order',
    currency: usdtCurrency,
    status: 'pending',
    rows: [{ label: '收款地址', value: 'TDemoAddressNotRealDoNotSendFunds01', copyable: true }],
  },
  play: async ({ canvas }) => {
    const magnitude = canvas.getByText('200.00');
    await expect(magnitude).toBeVisible();
    await expect(magnitude.parentElement?.textContent).not.toContain('+');
  },
};

export const Loading: Story = { args: { state: 'loading' } };

export const ErrorState: Story = { args: { state: 'error' } };

export const CopyFailed: Story = {
  args: { copyText: fn(async () => Promise.reject(new Error('denied'))) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制订单号' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('复制失败');
    releaseFocus(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { title: 'Withdrawal', rows: [{ label: 'Order number', value: 'W20260313220915', copyable: true }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy Order number' })).toBeVisible();
  },
};
