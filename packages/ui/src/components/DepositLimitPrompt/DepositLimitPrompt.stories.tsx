import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { DepositLimitPrompt } from './DepositLimitPrompt.tsx';

const meta = {
  title: 'Member/DepositLimitPrompt',
  component: DepositLimitPrompt,
  globals: { locale: 'zh-CN' },
  args: {
    periods: [
      { value: 'day', label: '24小时' },
      { value: 'week', label: '7天' },
      { value: 'month', label: '30天' },
    ],
    currencyCode: 'CNY',
    onSetLimit: fn(),
    onNoLimit: fn(),
  },
} satisfies Meta<typeof DepositLimitPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    const prompt = canvas.getByRole('region', { name: '存款前，请设置存款限额' });
    await expect(prompt).toHaveAccessibleDescription(
      '为帮助您理性游戏，请为自己设置存款限额；您也可以选择不设限额。之后可随时在理性游戏页面更改。',
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /限额周期/ }), 'week');
    await userEvent.type(canvas.getByRole('textbox', { name: /限额金额/ }), '500');
    await userEvent.click(canvas.getByRole('button', { name: '设置限额' }));
    await expect(args.onSetLimit).toHaveBeenCalledWith({ period: 'week', amountMinor: 50_000 });
    await expect(args.onNoLimit).not.toHaveBeenCalled();
    releaseFocus(canvasElement);
  },
};

/** Opting out is its own button: nothing else (an empty amount, a submit) counts as "no limit". */
export const ChoosingNoLimit: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '设置限额' }));
    await expect(canvas.getByRole('textbox', { name: /限额金额/ })).toHaveAccessibleDescription(
      '请输入大于 0 的金额',
    );
    await expect(args.onSetLimit).not.toHaveBeenCalled();
    await expect(args.onNoLimit).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: '我选择不设存款限额' }));
    await expect(args.onNoLimit).toHaveBeenCalledOnce();
    releaseFocus(canvasElement);
  },
};

export const Answering: Story = {
  args: { answering: 'noLimit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '设置限额' })).toBeDisabled();
  },
};

export const Refused: Story = {
  args: { error: '网络异常，请稍后重试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  args: {
    periods: [
      { value: 'day', label: '24小時' },
      { value: 'week', label: '7天' },
      { value: 'month', label: '30天' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '我選擇不設存款限額' })).toBeVisible();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: {
    periods: [
      { value: 'day', label: '24 hours' },
      { value: 'week', label: '7 days' },
      { value: 'month', label: '30 days' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Set a deposit limit before you deposit' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'I choose no deposit limit' })).toBeVisible();
  },
};
