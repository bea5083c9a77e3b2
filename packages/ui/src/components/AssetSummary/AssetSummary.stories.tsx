import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { usdtCurrency, yuanCurrency } from '../../story-fixtures/fixtures.ts';
import { AssetSummary, assetSummaryStates } from './AssetSummary.tsx';

const meta = {
  title: 'Money/AssetSummary',
  component: AssetSummary,
  globals: { locale: 'zh-CN' },
  args: {
    total: { amount: { minor: 245_006 }, currency: yuanCurrency },
    assets: [
      { id: 'central', label: '中心钱包', amount: { minor: 123_456 }, currency: yuanCurrency },
      { id: 'venues', label: '场馆钱包', amount: { minor: 15_550 }, currency: yuanCurrency },
      {
        id: 'usdt',
        label: 'USDT 钱包',
        amount: { value: '14.7253' },
        currency: usdtCurrency,
        fiat: { amount: { value: '106.0221' }, currency: yuanCurrency },
      },
    ],
    state: 'ready',
  },
  argTypes: { state: { control: 'inline-radio', options: assetSummaryStates } },
} satisfies Meta<typeof AssetSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2,450.06')).toBeVisible();
    // Coins show their fiat value beside them, both floored to 2 decimals.
    await expect(canvas.getByText('14.72')).toBeVisible();
    await expect(canvas.getByText('106.02')).toBeVisible();
  },
};

export const Loading: Story = { args: { state: 'loading' } };

export const Empty: Story = {
  args: { assets: [], total: { amount: { minor: 0 }, currency: yuanCurrency } },
};

export const ErrorState: Story = {
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('资产加载失败');
  },
};

export const LongContent: Story = {
  args: {
    total: { amount: { minor: 98_765_432_109_87 }, currency: yuanCurrency },
    assets: [
      {
        id: 'long',
        label: '超长名称的虚拟币钱包（TRC20 网络专用）',
        amount: { value: '123456789.98765' },
        currency: usdtCurrency,
        fiat: { amount: { value: '888888888.889' }, currency: yuanCurrency },
      },
    ],
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: {
    assets: [{ id: 'central', label: 'Central wallet', amount: { minor: 123_456 }, currency: yuanCurrency }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Total assets' })).toBeVisible();
  },
};
