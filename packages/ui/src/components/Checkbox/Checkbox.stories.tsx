import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { leaveFocus } from '../FormField/leaveFocus.ts';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: '记住账号', onCheckedChange: fn() },
  globals: { locale: 'zh-CN' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: '记住账号' });
    await expect(checkbox).not.toBeChecked();
    // Tapping the text toggles it too: the whole row is the target.
    await userEvent.click(canvas.getByText('记住账号'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await leaveFocus();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
};

export const WithError: Story = {
  args: { label: '我已年满18周岁并同意《用户协议》', required: true, error: '请先阅读并同意用户协议' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: /我已年满18周岁/ });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('请先阅读并同意用户协议');
    await leaveFocus();
  },
};

export const Disabled: Story = {
  args: { defaultChecked: true, disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: '记住账号' })).toBeDisabled();
    await leaveFocus();
  },
};

export const DontRemindToday: Story = {
  args: { label: '今日不再提醒', description: '明天会再次显示这条公告' },
};

export const LongContent: Story = {
  args: {
    label:
      '我已阅读并同意《用户协议》《隐私政策》及《负责任博彩声明》，确认本人已年满十八周岁，且所在地区的法律允许参与相关活动',
  },
};

export const EnglishText: Story = {
  args: { label: "Don't remind me again today" },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: "Don't remind me again today" });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await leaveFocus();
  },
};
