import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/index.ts';
import { Stack } from './Stack.tsx';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  globals: { locale: 'zh-CN' },
  args: {
    gap: 'medium',
    children: (
      <>
        <Button block>立即存款</Button>
        <Button block tone="secondary">
          立即取款
        </Button>
        <Button block tone="ghost">
          联系客服
        </Button>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas }) => {
    const deposit = canvas.getByRole('button', { name: '立即存款' }).getBoundingClientRect();
    const withdraw = canvas.getByRole('button', { name: '立即取款' }).getBoundingClientRect();
    // One under the other, with a gap between them.
    await expect(withdraw.top).toBeGreaterThan(deposit.bottom);
  },
};

export const Tight: Story = { args: { gap: 'xsmall' } };
