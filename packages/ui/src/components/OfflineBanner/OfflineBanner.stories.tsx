import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { OfflineBanner } from './OfflineBanner.tsx';

const meta = {
  title: 'Feedback/OfflineBanner',
  component: OfflineBanner,
  args: { online: false },
} satisfies Meta<typeof OfflineBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络连接已断开，请检查网络设置');
  },
};

export const Online: Story = {
  args: { online: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const FollowsBrowserEvents: Story = {
  args: { online: undefined },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
    try {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
      await waitFor(() => expect(canvas.getByRole('alert')).toBeVisible());
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
      window.dispatchEvent(new Event('online'));
    }
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('網絡連接已斷開');
  },
};

export const EnglishText: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('You are offline.');
  },
};
