import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { InviteCard } from './InviteCard.tsx';

const meta = {
  title: 'Member/InviteCard',
  component: InviteCard,
  globals: { locale: 'zh-CN' },
  args: { inviteCode: 'HG8K2Q', inviteLink: 'https://m.example.com/entry/register?i_code=HG8K2Q' },
} satisfies Meta<typeof InviteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  args: { copyText: fn(async () => {}) },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('img', { name: '邀请链接二维码' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '复制链接' }));
    await expect(args.copyText).toHaveBeenCalledWith(args.inviteLink);
    await expect(canvas.getByRole('status')).toHaveTextContent('复制成功');
    releaseFocus(canvasElement);
  },
};

export const CopyFailed: Story = {
  args: { copyText: fn(async () => Promise.reject(new Error('Clipboard unavailable'))) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制链接' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('复制失败');
    releaseFocus(canvasElement);
  },
};

export const LongLink: Story = {
  args: {
    inviteLink:
      'https://m.example-white-label-site-with-a-very-long-domain-name.com/entry/register?i_code=HG8K2Q&channel=wechat-moments-share-campaign-2026-spring',
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { copyText: fn(async () => {}) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Copied successfully');
    releaseFocus(canvasElement);
  },
};
