import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { QuickActions } from './QuickActions.tsx';

const meta = {
  title: 'Layout/QuickActions',
  component: QuickActions,
  globals: { locale: 'zh-CN' },
  args: { actions: ['deposit', 'withdraw', 'transfer', 'vip', 'tasks'], onAction: fn() },
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const shortcuts = canvas.getByRole('navigation', { name: '快捷入口' });
    await expect(shortcuts).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '提款' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onAction).toHaveBeenCalledWith('withdraw');
    const deposit = canvas.getByRole('button', { name: '存款' });
    await expect(deposit.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(deposit.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    releaseFocus(canvasElement);
  },
};

/** The most a site may configure (eight): two even rows of four. */
export const TwoRows: Story = {
  args: {
    actions: ['deposit', 'withdraw', 'transfer', 'vip', 'tasks', 'activities', 'customerService', 'invite'],
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
    await userEvent.keyboard('{Tab}');
    await expect(canvas.getByRole('button', { name: '存款' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onAction).toHaveBeenCalledWith('deposit');
    releaseFocus(canvasElement);
  },
};

export const FewActions: Story = { args: { actions: ['deposit', 'help'] } };

export const Empty: Story = {
  args: { actions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: '快捷入口' })).toBeNull();
  },
};

/** English labels are the longest: they wrap inside the tile instead of overflowing it. */
export const EnglishText: Story = {
  globals: { locale: 'en-US' },
  args: { actions: ['deposit', 'withdraw', 'customerService', 'invite', 'activities', 'help'] },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Invite friends' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
    await expect(args.onAction).toHaveBeenCalledWith('invite');
    releaseFocus(canvasElement);
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '轉賬' })).toBeVisible();
  },
};
