import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { NoticeBar } from './NoticeBar.tsx';

const meta = {
  title: 'Layout/NoticeBar',
  component: NoticeBar,
  globals: { locale: 'zh-CN' },
  args: {
    announcements: ['欢迎来到本站，祝您游戏愉快！', '春节活动火热进行中，每日首存送 8% 红利。'],
    onOpen: fn(),
  },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /欢迎来到本站/ }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
    const pause = canvas.getByRole('button', { name: '暂停滚动' });
    await userEvent.click(pause);
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    releaseFocus(canvasElement);
  },
};

export const DisplayOnly: Story = { args: { onOpen: undefined } };

export const Empty: Story = {
  args: { announcements: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: '公告' })).toBeNull();
  },
};

/** A long notice stays on one line (cut with an ellipsis when it stands still), its pause button beside it. */
export const LongContent: Story = {
  args: {
    announcements: [
      '尊敬的会员您好，平台将于北京时间每周二凌晨两点至六点进行例行系统维护，维护期间部分场馆暂停服务，给您带来的不便敬请谅解，感谢您的支持与理解。',
    ],
  },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region', { name: '公告' }).getBoundingClientRect();
    const pause = canvas.getAllByRole('button').at(-1)?.getBoundingClientRect();
    // One line: the bar is no taller than a tap target and a half, and the button sits inside it.
    await expect(bar.height).toBeLessThan(66);
    await expect(pause?.top ?? 0).toBeGreaterThanOrEqual(bar.top);
    await expect(pause?.bottom ?? 0).toBeLessThanOrEqual(bar.bottom);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: {
    announcements: [
      'Welcome! Enjoy your games.',
      'Spring promotion: 8% bonus on your first deposit each day.',
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Announcements' })).toBeVisible();
  },
};
