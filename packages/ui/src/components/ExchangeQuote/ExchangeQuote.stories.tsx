import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fixtureNow, fixtureTimeZone, usdtCurrency, yuanCurrency } from '../../story-fixtures/fixtures.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { ExchangeQuote } from './ExchangeQuote.tsx';

const now = fixtureNow.getTime();

const meta = {
  title: 'Money/ExchangeQuote',
  component: ExchangeQuote,
  globals: { locale: 'zh-CN' },
  args: {
    from: { code: 'USDT', currency: usdtCurrency },
    to: { code: 'CNY', currency: yuanCurrency },
    rate: '7.2389',
    amount: '100',
    quotedAtMs: now - 60_000,
    nowMs: now,
    timeZone: fixtureTimeZone,
    onRefresh: fn(),
  },
} satisfies Meta<typeof ExchangeQuote>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    // 100 × 7.2389 = 723.89 exactly; received amounts are floored, never rounded up.
    await expect(canvas.getByText('723.89')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '刷新报价' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
    releaseFocus(canvasElement);
  },
};

export const FlooredResult: Story = {
  args: { amount: '0.33', rate: '6.8899' },
  play: async ({ canvas }) => {
    // 0.33 × 6.8899 = 2.273667 -> 2.27
    await expect(canvas.getByText('2.27')).toBeVisible();
  },
};

export const StaleQuote: Story = {
  args: { quotedAtMs: now - 3 * 60 * 60 * 1000 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('报价已过期');
  },
};

export const NoAmountYet: Story = { args: { amount: '' } };

export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '刷新报价' })).toBeDisabled();
  },
};

export const LongAmount: Story = { args: { amount: '9876543210.12' } };

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You receive')).toBeVisible();
  },
};
