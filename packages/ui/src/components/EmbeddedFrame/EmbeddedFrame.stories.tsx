import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { ConnectionNotice } from '../ConnectionNotice/index.ts';
import { EmbeddedFrame } from './EmbeddedFrame.tsx';

/** A stand-in venue page: a `data:` document loads at once, offline, at an opaque origin. */
const demoVenue = `data:text/html;charset=utf-8,${encodeURIComponent(
  '<!doctype html><html lang="en"><body style="margin:0;display:grid;place-items:center;min-height:100vh;' +
    'background:#163;color:#fff;font:20px sans-serif"><main><p>Dice · demo venue</p></main></body></html>',
)}`;

const meta = {
  title: 'Layout/EmbeddedFrame',
  component: EmbeddedFrame,
  globals: { locale: 'zh-CN' },
  args: {
    src: demoVenue,
    title: 'Dice (demo venue)',
    content: 'game',
    sandbox: ['allow-scripts', 'allow-forms', 'allow-top-navigation-by-user-activation'],
  },
  // The framed document is the third party's (and, at an opaque origin, cannot answer axe): audit the frame
  // element and what surrounds it, not its content.
  parameters: { a11y: { options: { iframes: false } } },
} satisfies Meta<typeof EmbeddedFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas }) => {
    await expect(canvas.getByTitle('Dice (demo venue)')).toHaveAttribute(
      'sandbox',
      'allow-scripts allow-forms allow-top-navigation-by-user-activation',
    );
    await waitFor(() => expect(canvas.queryByText('游戏加载中…')).toBeNull());
  },
};

export const Loading: Story = {
  args: { holdLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('游戏加载中…');
  },
};

export const WithConnectionNotice: Story = {
  args: { notice: <ConnectionNotice unstable /> },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByText('游戏加载中…')).toBeNull());
    await expect(canvas.getByRole('status')).toHaveTextContent('网络连接不稳定，游戏仍在进行，正在自动重连…');
  },
};

export const ChatLoadingTraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  args: { content: 'chat', title: '在線客服', holdLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('在線客服連接中…');
  },
};

export const LoadingEnglish: Story = {
  globals: { locale: 'en-US' },
  args: { holdLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the game…');
  },
};
