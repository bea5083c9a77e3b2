import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { leaveFocus } from '../FormField/leaveFocus.ts';
import { Select, type SelectOption } from './Select.tsx';

const banks: SelectOption[] = [
  { value: 'ICBC', label: '中国工商银行' },
  { value: 'CCB', label: '中国建设银行' },
  { value: 'ABC', label: '中国农业银行' },
  { value: 'BOC', label: '中国银行' },
  { value: 'CMB', label: '招商银行', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: '开户银行', placeholder: '请选择银行', options: banks, onValueChange: fn() },
  globals: { locale: 'zh-CN' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: '开户银行' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: '请选择银行' })).toBeDisabled();
    await userEvent.selectOptions(select, 'CCB');
    await expect(select).toHaveValue('CCB');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('CCB');
    await leaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'BOC' },
};

export const WithError: Story = {
  args: { error: '请选择开户银行' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: '开户银行' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('请选择开户银行');
    await leaveFocus();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'ICBC', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: '开户银行' })).toBeDisabled();
    await leaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    label: '开户银行（须与您的实名信息一致的银行账户）',
    options: [{ value: 'LONG', label: '中国邮政储蓄银行股份有限公司广东省分行营业部直属支行' }, ...banks],
    defaultValue: 'LONG',
    description: '若列表中没有您的银行，请联系客服添加。',
  },
};

export const EnglishText: Story = {
  args: {
    label: 'Network',
    placeholder: 'Choose a network',
    options: [
      { value: 'TRC20', label: 'TRC20 (Tron)' },
      { value: 'ERC20', label: 'ERC20 (Ethereum)' },
    ],
  },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Network' });
    await userEvent.selectOptions(select, 'ERC20');
    await expect(select).toHaveValue('ERC20');
    await leaveFocus();
  },
};
