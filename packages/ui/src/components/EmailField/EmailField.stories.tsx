import { validationMessage } from '@platform/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { leaveFocus } from '../FormField/leaveFocus.ts';
import { EmailField } from './EmailField.tsx';

const meta = {
  title: 'Forms/EmailField',
  component: EmailField,
  args: { label: '邮箱', placeholder: '请输入邮箱地址', onValueChange: fn() },
  globals: { locale: 'zh-CN' },
} satisfies Meta<typeof EmailField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '邮箱' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('inputmode', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await userEvent.type(input, 'member@example.com');
    await userEvent.tab();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await leaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'member@example.com' },
};

export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '邮箱' });
    await userEvent.type(input, 'member@example');
    await userEvent.tab();
    const message = validationMessage('EMAIL_INVALID', 'zh-CN');
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(message);
    await leaveFocus();
  },
};

export const BoundEmailRequired: Story = {
  args: { label: '绑定邮箱', requiredField: 'boundEmail', showValidation: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(validationMessage('BOUND_EMAIL_REQUIRED', 'zh-CN')),
    ).toBeVisible();
    await leaveFocus();
  },
};

export const Disabled: Story = {
  args: { defaultValue: 'member@example.com', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '邮箱' })).toBeDisabled();
    await leaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    label: '用于接收验证码与账户通知的电子邮箱地址',
    defaultValue: 'a.very.long.member.name.for.testing@subdomain.example-mail-provider.com',
  },
};

export const EnglishText: Story = {
  args: { label: 'Email', placeholder: 'name@example.com' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await userEvent.tab();
    await expect(canvas.getByText(validationMessage('EMAIL_INVALID', 'en-US'))).toBeVisible();
    await leaveFocus();
  },
};
