import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import * as Dialog from './Dialog.tsx';

type DialogStoryArgs = Dialog.ContentProps & {
  triggerLabel: string;
  closeLabel: string;
  defaultOpen?: boolean;
};

function DialogExample({ triggerLabel, closeLabel, defaultOpen, ...content }: DialogStoryArgs) {
  return (
    <Dialog.Root defaultOpen={defaultOpen}>
      <Dialog.Trigger asChild>
        <Button>{triggerLabel}</Button>
      </Dialog.Trigger>
      <Dialog.Content
        {...content}
        footer={
          <Dialog.Close asChild>
            <Button>{closeLabel}</Button>
          </Dialog.Close>
        }
      />
    </Dialog.Root>
  );
}

const meta = {
  tags: ['every-site'],
  title: 'Feedback/Dialog',
  component: DialogExample,
  argTypes: { placement: { control: 'inline-radio', options: Dialog.dialogPlacements } },
  args: {
    triggerLabel: '查看公告',
    title: '系统公告',
    description: '平台将于今晚 02:00 至 04:00 进行例行维护。',
    closeLabel: '我知道了',
    placement: 'center',
    role: 'dialog',
  },
} satisfies Meta<typeof DialogExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看公告' }));
    const dialog = await canvas.findByRole('dialog', { name: '系统公告' });
    await expect(dialog).toHaveAccessibleDescription('平台将于今晚 02:00 至 04:00 进行例行维护。');
    await expect(canvas.getByRole('button', { name: '我知道了' })).toBeVisible();
  },
};

export const ClosesWithEscape: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: '查看公告' });
    await userEvent.click(trigger);
    await canvas.findByRole('dialog', { name: '系统公告' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesWithButton: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看公告' }));
    await userEvent.click(await canvas.findByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const KeyboardOpens: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '查看公告' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await canvas.findByRole('dialog', { name: '系统公告' });
    // Focus moves into the dialog and stays there.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '我知道了' })).toHaveFocus();
  },
};

export const BottomSheet: Story = {
  args: { placement: 'bottom', defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('dialog', { name: '系统公告' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    description:
      '尊敬的会员：为了给您提供更好的服务，平台将于今晚 02:00 至 04:00 进行例行维护，期间充值、提现、转账及部分游戏将暂停使用。维护结束后将自动恢复，给您带来的不便敬请谅解。如有疑问请联系在线客服。'.repeat(
        3,
      ),
  },
};

export const EnglishText: Story = {
  args: {
    defaultOpen: true,
    triggerLabel: 'Show notice',
    title: 'Announcement',
    description: 'Scheduled maintenance tonight from 02:00 to 04:00.',
    closeLabel: 'Got it',
  },
  globals: { locale: 'en-US' },
};

function ControlledExample() {
  const [open, setOpen] = useState(false);
  const onOpenChange = fn(setOpen);
  return (
    <>
      <p>{open ? 'open' : 'closed'}</p>
      <Button onClick={() => setOpen(true)}>打开</Button>
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Content title="受控对话框" footer={<Button onClick={() => setOpen(false)}>关闭</Button>} />
      </Dialog.Root>
    </>
  );
}

export const Controlled: Story = {
  render: () => <ControlledExample />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '打开' }));
    await canvas.findByRole('dialog', { name: '受控对话框' });
    await userEvent.click(canvas.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(canvas.getByText('closed')).toBeInTheDocument());
  },
};
