import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConnectionNotice } from './ConnectionNotice.tsx';

const meta = {
  title: 'Feedback/ConnectionNotice',
  component: ConnectionNotice,
  args: { unstable: true },
} satisfies Meta<typeof ConnectionNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('网络连接不稳定，游戏仍在进行，正在自动重连…');
  },
};

export const Stable: Story = {
  args: { unstable: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('網絡連線不穩定，遊戲仍在進行');
  },
};

export const EnglishText: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your connection is unstable.');
  },
};
