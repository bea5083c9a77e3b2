import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { leaveFocus } from '../FormField/leaveFocus.ts';
import { UploadField } from './UploadField.tsx';

/** Small solid-colour PNGs standing in for a member's screenshots. */
const pngBase64 = {
  green:
    'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAOklEQVR42u3OMQ0AAAgDsCniwB/ecUE4mlRAU9OvREhISEhISEhISEhISEhISEhISEhISEhISEjozgIfzMVqTKEO8QAAAABJRU5ErkJggg==',
  blue: 'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAOklEQVR42u3OQQ0AAAgEoCthRHsazRbOBxsBSPW8EiEhISEhISEhISEhISEhISEhISEhISEhISGhOwvTPgqm3P3V7wAAAABJRU5ErkJggg==',
  orange:
    'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwCAIAAADYYG7QAAAAOUlEQVR42u3OMQ0AAAgDsFnE/4+OuSAcTSqg2ckrERISEhISEhISEhISEhISEhISEhISEhISEhK6U8+P75dAStsDAAAAAElFTkSuQmCC',
};

function imageFile(name: string, colour: keyof typeof pngBase64): File {
  const bytes = Uint8Array.from(atob(pngBase64[colour]), (character) => character.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png', lastModified: 0 });
}

const meta = {
  title: 'Forms/UploadField',
  component: UploadField,
  args: { label: '问题截图', maxCount: 3, onFilesChange: fn() },
  globals: { locale: 'zh-CN' },
} satisfies Meta<typeof UploadField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('问题截图');
    await expect(input).toHaveAttribute('accept', 'image/*');
    await expect(input).toHaveAccessibleDescription(/^最多3张，每张不超过5\s?MB$/);
    await expect(canvas.getByText('0/3')).toBeVisible();
    await userEvent.upload(input, [imageFile('deposit.png', 'green'), imageFile('bank.png', 'blue')]);
    await expect(await canvas.findByRole('img', { name: '第1张图片：deposit.png' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: '第2张图片：bank.png' })).toBeVisible();
    await expect(canvas.getByText('2/3')).toBeVisible();
    await expect(args.onFilesChange).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: '删除第1张图片' }));
    await expect(canvas.queryByRole('img', { name: /deposit\.png/ })).toBeNull();
    await expect(canvas.getByRole('img', { name: '第1张图片：bank.png' })).toBeVisible();
    await expect(canvas.getByText('1/3')).toBeVisible();
    await leaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultFiles: [imageFile('deposit.png', 'green'), imageFile('bank.png', 'blue')] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('img', { name: '第2张图片：bank.png' }),
    ).toBeVisible();
    await leaveFocus();
  },
};

export const Full: Story = {
  args: {
    defaultFiles: [imageFile('a.png', 'green'), imageFile('b.png', 'blue'), imageFile('c.png', 'orange')],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3/3')).toBeVisible();
    await expect(canvas.getByLabelText('问题截图')).toBeDisabled();
    await leaveFocus();
  },
};

export const TooMany: Story = {
  args: { maxCount: 2 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('问题截图'), [
      imageFile('a.png', 'green'),
      imageFile('b.png', 'blue'),
      imageFile('c.png', 'orange'),
    ]);
    await expect(await canvas.findByText('最多只能上传2张图片')).toBeVisible();
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    await leaveFocus();
  },
};

export const TooLarge: Story = {
  args: { maxSizeBytes: 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('问题截图');
    await userEvent.upload(input, imageFile('large.png', 'green'));
    await expect(await canvas.findByText(/^large\.png 超过0\.1\s?kB$/)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByRole('img')).toBeNull();
    await leaveFocus();
  },
};

export const NotAnImage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The picker already filters by `accept`; a file manager can still hand over anything.
    const unfiltered = userEvent.setup({ applyAccept: false });
    await unfiltered.upload(
      canvas.getByLabelText('问题截图'),
      new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }),
    );
    await expect(await canvas.findByText('statement.pdf 不是图片，只能上传图片')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
    await leaveFocus();
  },
};

export const Uploading: Story = {
  args: { defaultFiles: [imageFile('deposit.png', 'green')], uploading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('上传中…')).toBeVisible();
    await expect(canvas.getByLabelText(/问题截图/)).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '删除第1张图片' })).toBeDisabled();
    await leaveFocus();
  },
};

export const UploadFailed: Story = {
  args: { defaultFiles: [imageFile('deposit.png', 'green')], error: '上传失败，请重试' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('问题截图')).toHaveAccessibleDescription(
      /^上传失败，请重试 最多3张，每张不超过5\s?MB$/,
    );
    await leaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('问题截图')).toBeDisabled();
    await leaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    label: '请上传转账成功页面截图（须包含转账时间、金额及收款账户信息）',
    maxCount: 6,
    defaultFiles: [
      imageFile('a-very-long-screenshot-file-name-from-the-banking-app-2026-11-21.png', 'green'),
      imageFile('b.png', 'blue'),
      imageFile('c.png', 'orange'),
      imageFile('d.png', 'green'),
    ],
  },
};

export const EnglishText: Story = {
  args: { label: 'Screenshots', maxSizeBytes: 2.5 * 1024 * 1024 },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Up to 3 images, 2.5 MB each')).toBeVisible();
    await userEvent.upload(canvas.getByLabelText('Screenshots'), imageFile('receipt.png', 'orange'));
    await expect(await canvas.findByRole('img', { name: 'Image 1: receipt.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image 1' }));
    await expect(canvas.queryByRole('img')).toBeNull();
    await leaveFocus();
  },
};
