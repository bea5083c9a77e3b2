import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ActionSheet, type ActionSheetProps } from './ActionSheet.tsx';

type PhotoAction = 'camera' | 'album' | 'remove';

type ExampleArgs = Omit<ActionSheetProps<PhotoAction>, 'open' | 'onOpenChange'> & {
  triggerLabel: string;
  initiallyOpen?: boolean;
};

function ActionSheetExample({ triggerLabel, initiallyOpen = false, ...props }: ExampleArgs) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{triggerLabel}</Button>
      <ActionSheet {...props} open={open} onOpenChange={setOpen} />
    </>
  );
}

const chineseActions = [
  { value: 'camera', label: '拍照' },
  { value: 'album', label: '从相册选择' },
  { value: 'remove', label: '删除图片', tone: 'destructive' },
] as const;

const meta = {
  title: 'Layout/ActionSheet',
  component: ActionSheetExample,
  globals: { locale: 'zh-CN' },
  args: { triggerLabel: '上传凭证', title: '上传凭证', actions: chineseActions, onSelect: fn() },
} satisfies Meta<typeof ActionSheetExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '上传凭证' }));
    await canvas.findByRole('dialog', { name: '上传凭证' });
    await userEvent.click(canvas.getByRole('button', { name: '从相册选择' }));
    await expect(args.onSelect).toHaveBeenCalledWith('album');
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const CancelChoosesNothing: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '上传凭证' }));
    await userEvent.click(await canvas.findByRole('button', { name: '取消' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: {
    initiallyOpen: true,
    actions: [
      { value: 'camera', label: '拍照', disabled: true, description: '未授权使用相机' },
      { value: 'album', label: '从相册选择' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /拍照/ })).toBeDisabled();
  },
};

export const WithDescription: Story = {
  args: { initiallyOpen: true, description: '支持 JPG、PNG 格式，单张不超过 5MB' },
};

export const EnglishText: Story = {
  args: {
    initiallyOpen: true,
    title: 'Upload receipt',
    triggerLabel: 'Upload receipt',
    actions: [
      { value: 'camera', label: 'Take photo' },
      { value: 'album', label: 'Choose from album' },
      { value: 'remove', label: 'Remove image', tone: 'destructive' },
    ],
  },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};
