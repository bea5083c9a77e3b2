import { validationMessage } from '@platform/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { leaveFocus } from '../FormField/leaveFocus.ts';
import { PasswordField, passwordPurposes } from './PasswordField.tsx';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: '登录密码', placeholder: '请输入密码', onValueChange: fn() },
  argTypes: { purpose: { control: 'inline-radio', options: passwordPurposes } },
  globals: { locale: 'zh-CN' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('登录密码');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(input).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(input, 'abc12345');
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('abc12345');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
    await leaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'abc12345' },
};

export const NewPassword: Story = {
  args: { label: '新密码', purpose: 'new', description: '6-20位，须同时包含字母和数字' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('新密码');
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
    await expect(input).toHaveAccessibleDescription('6-20位，须同时包含字母和数字');
    await leaveFocus();
  },
};

export const TooShort: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('登录密码');
    await userEvent.type(input, 'ab1');
    await userEvent.tab();
    const message = validationMessage('PASSWORD_LENGTH', 'zh-CN');
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
    await leaveFocus();
  },
};

export const ConfirmMismatch: Story = {
  args: {
    label: '确认密码',
    purpose: 'new',
    rule: null,
    defaultValue: 'abc12346',
    error: '两次输入的密码不一致',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('确认密码')).toHaveAccessibleDescription(
      '两次输入的密码不一致',
    );
    await leaveFocus();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'abc12345', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('登录密码')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '显示密码' })).toBeDisabled();
    await leaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    label: '请输入您当前使用的登录密码以确认本次修改操作是由您本人发起',
    defaultValue: 'abcdefghij0123456789',
    description: '为了您的账户安全，请勿将密码告知他人，平台工作人员不会以任何理由索要您的密码。',
  },
};

export const EnglishText: Story = {
  args: { label: 'Password', placeholder: 'Enter your password' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Password'));
    await userEvent.tab();
    await expect(canvas.getByText(validationMessage('PASSWORD_REQUIRED', 'en-US'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await leaveFocus();
  },
};

export const TraditionalChinese: Story = {
  args: { label: '登入密碼' },
  globals: { locale: 'zh-HK' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '顯示密碼' })).toBeVisible();
    await leaveFocus();
  },
};
