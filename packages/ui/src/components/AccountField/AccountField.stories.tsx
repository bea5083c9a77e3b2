import { validationMessage } from '@platform/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { leaveFocus } from '../FormField/leaveFocus.ts';
import { AccountField } from './AccountField.tsx';

const meta = {
  title: 'Forms/AccountField',
  component: AccountField,
  args: { label: '账号', placeholder: '4-11位字母或数字', onValueChange: fn() },
  globals: { locale: 'zh-CN' },
} satisfies Meta<typeof AccountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '账号' });
    await expect(input).toHaveAttribute('autocomplete', 'username');
    await userEvent.type(input, 'player01');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('player01');
    await leaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'player01' },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '账号' });
    await userEvent.type(input, 'ab_1');
    await userEvent.tab();
    const message = validationMessage('ACCOUNT_NAME_INVALID', 'zh-CN');
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
    await userEvent.clear(input);
    await userEvent.type(input, 'abcd1234');
    await expect(canvas.queryByText(message)).toBeNull();
    await leaveFocus();
  },
};

export const Empty: Story = {
  args: { showValidation: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(validationMessage('ACCOUNT_NAME_REQUIRED', 'zh-CN')),
    ).toBeVisible();
    await leaveFocus();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'player01', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '账号' })).toBeDisabled();
    await leaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    label: '会员账号（注册后不可修改，请牢记您的账号）',
    defaultValue: 'abcdefghijk',
    description: '账号用于登录、找回密码及联系客服时核实身份，请使用字母与数字的组合，长度为4至11位。',
  },
};

export const EnglishText: Story = {
  args: { label: 'Account name', placeholder: '4-11 letters or digits' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account name' }), 'abc');
    await userEvent.tab();
    await expect(canvas.getByText(validationMessage('ACCOUNT_NAME_INVALID', 'en-US'))).toBeVisible();
    await leaveFocus();
  },
};
