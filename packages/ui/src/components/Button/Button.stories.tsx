import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button, buttonTones } from './Button.tsx';

const meta = {
  title: 'Layout/Button',
  component: Button,
  argTypes: { tone: { control: 'inline-radio', options: buttonTones } },
  args: { children: '确定', tone: 'primary', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '确定' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {buttonTones.map((tone) => (
        <Button key={tone} {...args} tone={tone}>
          {tone}
        </Button>
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '确定' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '确定' })).toBeDisabled();
  },
};

export const Block: Story = { args: { block: true } };

export const LongContent: Story = {
  args: { block: true, children: '为了您的账户安全，请先设置提现密码后再继续操作并完成绑定' },
};

export const EnglishText: Story = {
  args: { children: 'Confirm' },
  globals: { locale: 'en-US' },
};
