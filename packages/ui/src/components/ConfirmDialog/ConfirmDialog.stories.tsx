import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { leaveFocus } from '../FormField/leaveFocus.ts';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog.tsx';
import type { SnoozeStorage } from './snoozeUntilMidnight.ts';

/** A fresh in-memory storage per story, so snoozes never leak between stories or into the browser. */
function memoryStorage(): SnoozeStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

type ExampleProps = Omit<ConfirmDialogProps, 'open' | 'onOpenChange'> & {
  triggerLabel: string;
  initiallyOpen?: boolean;
};

function ConfirmExample({ triggerLabel, initiallyOpen = false, ...props }: ExampleProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{triggerLabel}</Button>
      <ConfirmDialog {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Feedback/ConfirmDialog',
  component: ConfirmExample,
  // The copy is Chinese; every site theme shows it in zh-CN unless a story says otherwise.
  globals: { locale: 'zh-CN' },
  args: {
    triggerLabel: '退出登录',
    title: '确认退出登录？',
    message: '退出后需要重新登录才能进行充值和提现。',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    const dialog = await canvas.findByRole('alertdialog', { name: '确认退出登录？' });
    await expect(dialog).toHaveAccessibleDescription('退出后需要重新登录才能进行充值和提现。');
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
  },
};

export const Cancel: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await userEvent.click(await canvas.findByRole('button', { name: '取消' }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await canvas.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

export const DontRemindToday: Story = {
  args: {
    triggerLabel: '查看活动提醒',
    title: '首存活动进行中',
    message: '首次充值即送 20% 彩金，最高 888 元。',
    remindKey: 'first-deposit-promo',
    cancelLabel: null,
    confirmLabel: '我知道了',
  },
  render: (args) => <ConfirmExample {...args} storage={memoryStorage()} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看活动提醒' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: '今日不再提醒' }));
    await userEvent.click(canvas.getByRole('button', { name: '我知道了' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
    // Asked again the same day, it stays closed.
    await userEvent.click(canvas.getByRole('button', { name: '查看活动提醒' }));
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
  },
};

/**
 * A dialog open from the start moves focus into itself once it has mounted (Radix's focus scope, in an
 * effect), so a screenshot taken right after rendering could show a focus ring or not. The play waits for
 * that focus to arrive, then leaves the dialog at rest.
 */
async function settleOpenDialog(canvas: { findByRole: (role: 'alertdialog') => Promise<HTMLElement> }) {
  const dialog = await canvas.findByRole('alertdialog');
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await leaveFocus();
}

export const Danger: Story = {
  args: { initiallyOpen: true, confirmTone: 'danger', confirmLabel: '删除', title: '删除这张银行卡？' },
  play: async ({ canvas }) => {
    await settleOpenDialog(canvas);
  },
};

export const LongContent: Story = {
  args: {
    initiallyOpen: true,
    message:
      '为了您的账户安全，请先设置提现密码后再添加提现账户或提现。提现密码用于确认每一笔提现申请，请勿告知他人，平台工作人员不会向您索取密码。',
    remindKey: 'long',
  },
  render: (args) => <ConfirmExample {...args} storage={memoryStorage()} />,
  play: async ({ canvas }) => {
    await settleOpenDialog(canvas);
  },
};

export const TraditionalChinese: Story = {
  args: { initiallyOpen: true, title: '確認登出？', message: '登出後需要重新登入。', remindKey: 'hk' },
  render: (args) => <ConfirmExample {...args} storage={memoryStorage()} />,
  globals: { locale: 'zh-HK' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '確定' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '今日不再提醒' })).not.toBeChecked();
    await settleOpenDialog(canvas);
  },
};

export const EnglishText: Story = {
  args: {
    initiallyOpen: true,
    title: 'Sign out?',
    message: 'You will need to sign in again.',
    remindKey: 'en',
  },
  render: (args) => <ConfirmExample {...args} storage={memoryStorage()} />,
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: "Don't remind me again today" })).toBeVisible();
    await settleOpenDialog(canvas);
  },
};
