import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Toast, ToastProvider, type ToastTone, toastTones, useToast } from './Toast.tsx';

function ToastTrigger({
  message,
  tone,
  durationMs,
}: {
  message: string;
  tone: ToastTone;
  durationMs: number;
}) {
  const { show } = useToast();
  return <Button onClick={() => show(message, { tone, durationMs })}>{message}</Button>;
}

type ExampleArgs = { message: string; tone: ToastTone; durationMs: number };

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  argTypes: { tone: { control: 'inline-radio', options: toastTones } },
  args: { tone: 'info', children: '复制成功' },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('复制成功')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8, alignItems: 'center' }}>
      <Toast tone="info">请稍后再试</Toast>
      <Toast tone="positive">修改成功</Toast>
      <Toast tone="negative">验证码错误</Toast>
    </div>
  ),
};

export const ShowsThenDisappears: StoryObj<ExampleArgs> = {
  args: { message: '提交成功', tone: 'positive', durationMs: 300 },
  parameters: { screenshot: false },
  render: (args: ExampleArgs) => (
    <ToastProvider>
      <ToastTrigger {...args} />
    </ToastProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    // Everything the live region ever read, recorded as it changes: on a busy machine the 300 ms
    // toast may already be gone by the time the play function looks, and it must still count.
    const announced: string[] = [];
    const observer = new MutationObserver(() => announced.push(status.textContent ?? ''));
    observer.observe(status, { childList: true, subtree: true, characterData: true });
    try {
      await userEvent.click(canvas.getByRole('button', { name: '提交成功' }));
      await waitFor(() => expect(announced).toContain('提交成功'));
      await waitFor(() => expect(status).toBeEmptyDOMElement());
    } finally {
      observer.disconnect();
    }
  },
};

export const LongContent: Story = {
  args: {
    children: '获取验证码失败，请检查手机号码是否正确，或者稍后再试。如多次失败请联系在线客服。',
    tone: 'negative',
  },
};

export const EnglishText: Story = {
  args: { children: 'Copied successfully', tone: 'positive' },
  globals: { locale: 'en-US' },
};
