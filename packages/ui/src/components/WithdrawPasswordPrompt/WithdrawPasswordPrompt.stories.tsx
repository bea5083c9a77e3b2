import { deriveWithdrawPasswordState } from '@platform/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { WithdrawPasswordPrompt } from './WithdrawPasswordPrompt.tsx';

const meta = {
  title: 'Member/WithdrawPasswordPrompt',
  component: WithdrawPasswordPrompt,
  globals: { locale: 'zh-CN' },
  args: { onSetPassword: fn(), onDismiss: fn() },
} satisfies Meta<typeof WithdrawPasswordPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('region', { name: '请设置提款密码' })).toHaveAccessibleDescription(
      '为了您的账户安全，请先设置提款密码，再添加提款账户或提款。',
    );
    await userEvent.click(canvas.getByRole('button', { name: '去设置提款密码' }));
    await expect(args.onSetPassword).toHaveBeenCalledOnce();
    releaseFocus(canvasElement);
  },
};

export const WithoutDismiss: Story = { args: { onDismiss: undefined } };

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(
      canvas.getByText(
        'For account safety, set a withdrawal password before adding a withdrawal account or withdrawing.',
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Not now' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    releaseFocus(canvasElement);
  },
};

export const TraditionalChinese: Story = { globals: { locale: 'zh-HK' } };

/** The gate as the app applies it: the prompt shows only while the password is enabled and unset (domain isToSet). */
export const GatedByDomainState: Story = {
  render: (args) => {
    const gate = deriveWithdrawPasswordState({ d: true, p: false });
    return gate.isToSet ? <WithdrawPasswordPrompt {...args} /> : <p>提款表单</p>;
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '去设置提款密码' })).toBeVisible();
  },
};
