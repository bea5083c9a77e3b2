import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Row } from './Row.tsx';

const meta = {
  title: 'Layout/Row',
  component: Row,
  globals: { locale: 'zh-CN' },
  args: {
    children: (
      <>
        <span>中心钱包余额会在每次转账后自动刷新，如未更新请手动刷新。</span>
        <Button tone="secondary">刷新</Button>
      </>
    ),
  },
} satisfies Meta<typeof Row>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The text takes the room and wraps; the action keeps its size on the same line. */
export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas }) => {
    const text = canvas.getByText(/中心钱包余额/).getBoundingClientRect();
    const action = canvas.getByRole('button', { name: '刷新' }).getBoundingClientRect();
    await expect(action.left).toBeGreaterThanOrEqual(text.right);
    await expect(action.top).toBeLessThan(text.bottom);
  },
};

export const EnglishText: Story = {
  globals: { locale: 'en-US' },
  args: {
    children: (
      <>
        <span>Balance updates after every transfer.</span>
        <Button tone="secondary">Refresh</Button>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeVisible();
  },
};
