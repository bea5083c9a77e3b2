import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { usdtCurrency, yuanCurrency } from '../../story-fixtures/fixtures.ts';
import { MoneyDisplay, moneySizes, moneyTones } from './MoneyDisplay.tsx';

const meta = {
  title: 'Money/MoneyDisplay',
  component: MoneyDisplay,
  globals: { locale: 'zh-CN' },
  args: { amount: { minor: 123456 }, currency: yuanCurrency, size: 'title', tone: 'neutral' },
  argTypes: {
    size: { control: 'inline-radio', options: moneySizes },
    tone: { control: 'inline-radio', options: moneyTones },
  },
} satisfies Meta<typeof MoneyDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1,234.56')).toBeVisible();
  },
};

/** 1.999 is floored to 1.99, never rounded up to 2.00. */
export const FloorsToTwoDecimals: Story = {
  args: { amount: { value: '1.999' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1.99')).toBeVisible();
  },
};

export const SiteCurrencyIconWithFiatValue: Story = {
  args: {
    amount: { value: 88.8888 },
    currency: usdtCurrency,
    fiat: { amount: { value: 640.5 }, currency: yuanCurrency },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'USDT' })).toBeVisible();
    await expect(canvas.getByText('88.88')).toBeVisible();
    await expect(canvas.getByText('640.50')).toBeVisible();
  },
};

export const SignedLoss: Story = {
  args: { amount: { minor: -5000 }, tone: 'auto', showPlusSign: true },
};

export const SignedGain: Story = {
  args: { amount: { minor: 5000 }, tone: 'auto', showPlusSign: true },
};

export const Loading: Story = { args: { loading: true } };

export const Unavailable: Story = { args: { amount: null } };

export const LongAmount: Story = {
  args: { amount: { minor: 999_999_999_999_99 }, size: 'display' },
};

export const EnglishLocale: Story = {
  globals: { locale: 'en-US' },
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Loading amount' })).toBeVisible();
  },
};
