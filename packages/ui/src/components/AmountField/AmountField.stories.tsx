import { formatMoney, toChineseCapitalAmount, validationMessage } from '@platform/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { leaveFocus } from '../FormField/leaveFocus.ts';
import { AmountField } from './AmountField.tsx';

const meta = {
  title: 'Forms/AmountField',
  component: AmountField,
  args: {
    label: '存款金额',
    placeholder: '请输入金额',
    currencySymbol: '¥',
    currencyCode: 'CNY',
    minMinor: 100_00,
    maxMinor: 50_000_00,
    quickAmounts: [100_00, 500_00, 1_000_00, 5_000_00, 10_000_00, 50_000_00],
    onValueChange: fn(),
  },
  globals: { locale: 'zh-CN' },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '存款金额' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await expect(input).toHaveAccessibleDescription(
      `单笔限额 ${formatMoney(100_00, 'zh-CN')} - ${formatMoney(50_000_00, 'zh-CN')}`,
    );
    await leaveFocus();
  },
};

export const QuickAmount: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chip = canvas.getByRole('button', { name: '500' });
    await userEvent.click(chip);
    await expect(canvas.getByRole('textbox', { name: '存款金额' })).toHaveValue('500');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('500');
    await expect(chip).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(toChineseCapitalAmount('500'))).toBeVisible();
    await leaveFocus();
  },
};

export const TypedAmountShowsCapital: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '存款金额' }), '1234.56');
    await expect(canvas.getByText(toChineseCapitalAmount('1234.56'))).toBeVisible();
    await expect(canvas.getByText('大写金额')).toBeVisible();
    await leaveFocus();
  },
};

export const BelowMinimum: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '存款金额' });
    await userEvent.type(input, '50');
    await userEvent.tab();
    const message = validationMessage('AMOUNT_BELOW_MINIMUM', 'zh-CN');
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await leaveFocus();
  },
};

export const TooManyDecimals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '存款金额' }), '100.123');
    await userEvent.tab();
    await expect(canvas.getByText(validationMessage('AMOUNT_TOO_MANY_DECIMALS', 'zh-CN'))).toBeVisible();
    // No capital amount for an amount that is not valid money.
    await expect(canvas.queryByText('大写金额')).toBeNull();
    await leaveFocus();
  },
};

export const ApplicationAmountRequired: Story = {
  args: { label: '申请金额', requiredField: 'applicationAmount', showValidation: true, quickAmounts: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(validationMessage('APPLICATION_AMOUNT_REQUIRED', 'zh-CN')),
    ).toBeVisible();
    await leaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: '1000' },
};

export const Disabled: Story = {
  args: { defaultValue: '1000', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '存款金额' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '500' })).toBeDisabled();
    await leaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    label: '提现金额（到账金额以银行实际入账为准）',
    maxMinor: 99_999_999_999_99,
    defaultValue: '98765432109.87',
    quickAmounts: [],
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(toChineseCapitalAmount('98765432109.87'))).toBeVisible();
    await leaveFocus();
  },
};

/** An English reader is not shown Chinese capitals (a Chinese bank-form convention). */
export const EnglishText: Story = {
  args: { label: 'Deposit amount', placeholder: 'Enter an amount', currencySymbol: '$' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '1,000' }));
    await expect(canvas.getByRole('textbox', { name: 'Deposit amount' })).toHaveValue('1000');
    await expect(canvas.queryByText('In Chinese capitals')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Quick amounts' })).toBeVisible();
    await leaveFocus();
  },
};
