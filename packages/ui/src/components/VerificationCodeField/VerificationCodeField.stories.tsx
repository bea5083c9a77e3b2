import { validationMessage } from '@platform/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { leaveFocus } from '../FormField/leaveFocus.ts';
import { VerificationCodeField, verificationChannels } from './VerificationCodeField.tsx';

const meta = {
  title: 'Forms/VerificationCodeField',
  component: VerificationCodeField,
  args: {
    label: '短信验证码',
    placeholder: '请输入验证码',
    channel: 'phone',
    // Short so the play function can watch the countdown end; the product default is 60 s.
    countdownSeconds: 2,
    onSendCode: fn(async () => undefined),
    onValueChange: fn(),
  },
  argTypes: { channel: { control: 'inline-radio', options: verificationChannels } },
  globals: { locale: 'zh-CN' },
} satisfies Meta<typeof VerificationCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '短信验证码' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled();
    await leaveFocus();
  },
};

export const CountdownAfterSending: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(args.onSendCode).toHaveBeenCalledTimes(1);
    // The countdown runs on the real clock here, so on a busy machine a second may already have
    // passed: the story checks that it counts and then ends; each tick is checked with a driven
    // clock in VerificationCodeField.test.tsx.
    const counting = await canvas.findByRole('button', { name: /^[12]秒后重新获取$/ });
    await expect(counting).toBeDisabled();
    // Ends re-enabled (resending is covered by VerificationCodeField.test.tsx) so the screenshot does not
    // depend on how far a new countdown has run.
    await expect(await canvas.findByRole('button', { name: '重新获取' })).toBeEnabled();
    await leaveFocus();
  },
};

export const Sending: Story = {
  args: { onSendCode: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    const sending = await canvas.findByRole('button', { name: '发送中…' });
    await expect(sending).toBeDisabled();
    await expect(sending).toHaveAttribute('aria-busy', 'true');
    await leaveFocus();
  },
};

export const SendFailed: Story = {
  args: { onSendCode: fn(async () => Promise.reject(new Error('SMS gateway unavailable'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByText('获取验证码失败')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '短信验证码' })).toHaveAccessibleDescription(
      '获取验证码失败',
    );
    // No countdown after a failure: the member may try again at once.
    await waitFor(() => expect(canvas.getByRole('button', { name: '获取验证码' })).toBeEnabled());
    await leaveFocus();
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: '短信验证码' }));
    await userEvent.tab();
    await expect(canvas.getByText(validationMessage('PHONE_CODE_REQUIRED', 'zh-CN'))).toBeVisible();
    await leaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: '482913' },
};

export const SendBlocked: Story = {
  args: { sendDisabled: true, description: '请先填写正确的手机号码' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '获取验证码' })).toBeDisabled();
    await leaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '482913' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '短信验证码' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '获取验证码' })).toBeDisabled();
    await leaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    label: '请输入发送至您绑定手机 +86 138****5678 的六位数字短信验证码',
    description: '验证码五分钟内有效。若长时间未收到短信，请检查手机是否开启了短信拦截，或联系在线客服。',
  },
};

export const EnglishEmailCode: Story = {
  args: { label: 'Email code', placeholder: 'Enter the code', channel: 'email' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: 'Email code' }));
    await userEvent.tab();
    await expect(canvas.getByText(validationMessage('EMAIL_CODE_REQUIRED', 'en-US'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(await canvas.findByRole('button', { name: /^Resend in [12]s$/ })).toBeDisabled();
    // Waits the countdown out, so the screenshot never depends on how many seconds were left.
    await expect(await canvas.findByRole('button', { name: 'Resend code' })).toBeEnabled();
    await leaveFocus();
  },
};
