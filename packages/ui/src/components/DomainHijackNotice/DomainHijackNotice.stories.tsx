import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { DomainHijackNotice } from './DomainHijackNotice.tsx';

function NoticeExample({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <DomainHijackNotice
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
    />
  );
}

const meta = {
  title: 'Feedback/DomainHijackNotice',
  component: NoticeExample,
  args: { onOpenChange: fn() },
} satisfies Meta<typeof NoticeExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('alertdialog', { name: '访问异常' });
    await expect(dialog).toHaveTextContent('切换至移动数据网络（4G/5G）');
  },
};

export const Acknowledge: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '我知道了' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(canvas.queryByRole('alertdialog')).toBeNull());
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alertdialog', { name: '訪問異常' })).toHaveTextContent(
      '流動數據網絡',
    );
  },
};

export const EnglishText: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('alertdialog', { name: 'Connection problem' });
    await expect(dialog).toHaveTextContent('Switch to mobile data (4G/5G)');
  },
};
