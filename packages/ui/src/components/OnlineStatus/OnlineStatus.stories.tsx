import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { OnlineStatus } from './OnlineStatus.tsx';

const meta = {
  title: 'Feedback/OnlineStatus',
  component: OnlineStatus,
  parameters: { docs: { description: { component: 'Hidden on purpose: nothing to see, only to read.' } } },
} satisfies Meta<typeof OnlineStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const statusElement = (root: HTMLElement) => root.querySelector<HTMLOutputElement>('#online-status');

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvasElement }) => {
    const element = statusElement(canvasElement);
    await expect(element).not.toBeVisible();
    await expect(element).toHaveAttribute('data-online-status', 'online');
  },
};

export const FollowsBrowserEvents: Story = {
  play: async ({ canvasElement }) => {
    // Chromium reports online here; the component must follow the events as they arrive.
    const element = statusElement(canvasElement);
    try {
      // Shadow the prototype's getter on the instance; deleting it restores the real one.
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
      await waitFor(() => expect(element).toHaveAttribute('data-online-status', 'offline'));
    } finally {
      Reflect.deleteProperty(navigator, 'onLine');
      window.dispatchEvent(new Event('online'));
    }
    await waitFor(() => expect(element).toHaveAttribute('data-online-status', 'online'));
  },
};

export const Offline: Story = {
  args: { online: false },
  play: async ({ canvasElement }) => {
    await expect(statusElement(canvasElement)).toHaveAttribute('data-online-status', 'offline');
  },
};
