import { validationMessage } from '@platform/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { leaveFocus } from '../FormField/leaveFocus.ts';
import { CaptchaInput } from './CaptchaInput.tsx';

/** Stands in for the server's captcha image (svg-captcha output is an SVG too). */
const captchaImage = `data:image/svg+xml;utf8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="40" viewBox="0 0 100 40">' +
    '<rect width="100" height="40" fill="#f4f1e8"/>' +
    '<path d="M4 30 C30 5, 60 35, 96 10" stroke="#8a6d3b" fill="none"/>' +
    '<text x="14" y="28" font-family="monospace" font-size="22" fill="#3b3b98">7K3P</text></svg>',
)}`;

const meta = {
  title: 'Forms/CaptchaInput',
  component: CaptchaInput,
  args: {
    label: '图形验证码',
    placeholder: '请输入图中字符',
    imageSrc: captchaImage,
    onRefresh: fn(),
    onValueChange: fn(),
  },
  globals: { locale: 'zh-CN' },
} satisfies Meta<typeof CaptchaInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '图形验证码' }), '7K3P');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('7K3P');
    await userEvent.click(canvas.getByRole('button', { name: '图形验证码，点击刷新' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
    await leaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: '7K3P' },
};

export const LoadingImage: Story = {
  args: { imageSrc: undefined, imageLoading: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '图形验证码，点击刷新' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button.querySelector('img')).toBeNull();
    await leaveFocus();
  },
};

export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: '图形验证码' }));
    await userEvent.tab();
    const message = validationMessage('CAPTCHA_REQUIRED', 'zh-CN');
    await expect(canvas.getByText(message)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '图形验证码' })).toHaveAccessibleDescription(message);
    await leaveFocus();
  },
};

export const WrongCode: Story = {
  args: { defaultValue: '7K3B', error: '验证码错误' },
};

export const Disabled: Story = {
  args: { defaultValue: '7K3P', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '图形验证码' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '图形验证码，点击刷新' })).toBeDisabled();
    await leaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    label: '请输入右侧图片中显示的字符（不区分大小写，看不清可点击图片更换）',
    description: '连续输错五次后需等待一分钟才能再次尝试。',
  },
};

export const EnglishText: Story = {
  args: { label: 'Captcha', placeholder: 'Characters in the image' },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Captcha image, tap to refresh' }));
    await expect(args.onRefresh).toHaveBeenCalled();
    await leaveFocus();
  },
};

/** The accessible alternative offered: the member taps it instead of reading the image. */
export const WithAlternative: Story = {
  args: { alternative: { state: 'idle', onStart: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '看不清？改由本机自动验证' }));
    await expect(args.alternative?.onStart).toHaveBeenCalledTimes(1);
    await leaveFocus();
  },
};

export const AlternativeSolving: Story = {
  args: { alternative: { state: 'solving', onStart: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /正在本机验证/ })).toBeDisabled();
  },
};

export const AlternativeSolved: Story = {
  args: { defaultValue: '48213', alternative: { state: 'solved', onStart: fn() } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('已通过本机验证，可以提交');
  },
};

export const AlternativeFailed: Story = {
  args: { alternative: { state: 'failed', onStart: fn() } },
  globals: { locale: 'en-US' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Automatic verification did not finish');
    await expect(
      canvas.getByRole('button', { name: "Can't read it? Verify on this device instead" }),
    ).toBeEnabled();
  },
};
