import { validationMessage } from '@platform/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { leaveFocus } from '../FormField/leaveFocus.ts';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: '真实姓名', placeholder: '请输入真实姓名', onValueChange: fn() },
  argTypes: {
    requiredField: {
      control: 'select',
      options: [undefined, 'accountName', 'boundPhone', 'boundEmail', 'captcha', 'phoneCode', 'emailCode'],
    },
  },
  globals: { locale: 'zh-CN' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '真实姓名' });
    await userEvent.type(input, '张三');
    await expect(input).toHaveValue('张三');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('张三');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await leaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: '张三', description: '须与银行卡开户名一致' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '真实姓名' });
    await expect(input).toHaveValue('张三');
    await expect(input).toHaveAccessibleDescription('须与银行卡开户名一致');
    await leaveFocus();
  },
};

export const RequiredMessageAfterLeaving: Story = {
  args: { label: '绑定邮箱', placeholder: '请输入绑定邮箱', requiredField: 'boundEmail', required: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '绑定邮箱' });
    const message = validationMessage('BOUND_EMAIL_REQUIRED', 'zh-CN');
    await userEvent.click(input);
    await expect(canvas.queryByText(message)).toBeNull();
    await userEvent.tab();
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(message);
    await userEvent.type(input, 'a');
    await expect(canvas.queryByText(message)).toBeNull();
    await leaveFocus();
  },
};

export const ServerError: Story = {
  args: { defaultValue: '张三', error: '姓名与账户信息不符' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '真实姓名' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('姓名与账户信息不符');
    await leaveFocus();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '张三', disabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '真实姓名' })).toBeDisabled();
    await leaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    label: '收款人姓名（须与您在本平台登记的真实姓名以及银行预留姓名完全一致）',
    defaultValue: '欧阳娜娜·阿卜杜勒·克里斯蒂安森·范德萨·穆罕默德',
    description: '如姓名中含有生僻字，请联系在线客服协助处理，处理时间约为一至三个工作日，请耐心等候。',
    error: '姓名过长，请检查后重新输入；如有疑问请联系客服。',
  },
};

export const EnglishText: Story = {
  args: { label: 'Bound email', placeholder: 'Enter your bound email', requiredField: 'boundEmail' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Bound email' }));
    await userEvent.tab();
    await expect(canvas.getByText(validationMessage('BOUND_EMAIL_REQUIRED', 'en-US'))).toBeVisible();
    await leaveFocus();
  },
};
