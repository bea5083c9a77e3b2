import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { UpdatePrompt, type UpdatePromptState, updatePromptStates } from './UpdatePrompt.tsx';

const meta = {
  title: 'Feedback/UpdatePrompt',
  component: UpdatePrompt,
  globals: { locale: 'zh-CN' },
  argTypes: { state: { control: 'inline-radio', options: updatePromptStates } },
  args: { state: 'needRefresh', onReload: fn(), onDismiss: fn() },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: '发现新版本' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '立即更新' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

function DismissableExample({ onDismiss }: { onDismiss: () => void }) {
  const [state, setState] = useState<UpdatePromptState>('needRefresh');
  return (
    <UpdatePrompt
      state={state}
      onReload={() => {}}
      onDismiss={() => {
        onDismiss();
        setState('idle');
      }}
    />
  );
}

export const Later: Story = {
  render: (args) => <DismissableExample onDismiss={args.onDismiss} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '稍后' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.queryByRole('region')).toBeNull());
  },
};

export const Reloading: Story = {
  args: { reloading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '立即更新' })).toBeDisabled();
  },
};

export const OfflineReady: Story = {
  args: { state: 'offlineReady' },
  render: (args) => (
    <>
      <UpdatePrompt {...args} />
      <Button onClick={fn()}>登录</Button>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    // A polite note with nothing to dismiss, that never stands between the member and a control.
    await expect(canvas.getByRole('status')).toHaveTextContent('应用已缓存，可离线打开');
    await expect(canvas.queryByRole('button', { name: '知道了' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
  },
};

export const OfflineReadyEnglish: Story = {
  args: { state: 'offlineReady' },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Ready to work offline');
  },
};

export const Idle: Story = {
  args: { state: 'idle' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const EnglishText: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'New version available' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};
