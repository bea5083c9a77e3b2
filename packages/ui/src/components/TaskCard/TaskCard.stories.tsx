import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { yuanCurrency } from '../../story-fixtures/fixtures.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { TaskCard, type TaskCardProps, type TaskState, taskStates } from './TaskCard.tsx';

const meta = {
  title: 'Member/TaskCard',
  component: TaskCard,
  globals: { locale: 'zh-CN' },
  args: {
    title: '每日投注满 1000 元',
    description: '当日有效投注累计达到 1000 元即可领取',
    rewardMinor: 1888,
    currency: yuanCurrency,
    progress: { current: 1000, target: 1000 },
    state: 'claimable',
    onClaim: fn(),
  },
  argTypes: { state: { control: 'inline-radio', options: taskStates } },
} satisfies Meta<typeof TaskCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Claims like the app does: the button is busy while the request runs, then the task shows as claimed. */
function ClaimingTask(props: TaskCardProps) {
  const [state, setState] = useState<TaskState>(props.state);
  const [claiming, setClaiming] = useState(false);
  return (
    <TaskCard
      {...props}
      state={state}
      claiming={claiming}
      onClaim={() => {
        props.onClaim?.();
        setClaiming(true);
        setTimeout(() => {
          setClaiming(false);
          setState('claimed');
        }, 50);
      }}
    />
  );
}

export const Default: Story = {
  tags: ['every-site'],
  name: 'Claimable',
  render: (args) => <ClaimingTask {...args} />,
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '领取' }));
    await expect(args.onClaim).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('button', { name: '已领取' })).toBeDisabled());
    releaseFocus(canvasElement);
  },
};

export const InProgress: Story = {
  args: { state: 'inProgress', progress: { current: 420, target: 1000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: '任务进度' })).toHaveAttribute('value', '420');
    await expect(canvas.getByRole('button', { name: '进行中' })).toBeDisabled();
  },
};

export const Claiming: Story = { args: { claiming: true } };

export const Claimed: Story = { args: { state: 'claimed' } };

export const Expired: Story = {
  args: { state: 'expired', progress: { current: 300, target: 1000 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '已过期' })).toBeDisabled();
  },
};

export const ClaimFailed: Story = {
  args: { claimFailed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('领取失败，请重试');
  },
};

export const LongContent: Story = {
  args: {
    title: '连续七天每日完成真人视讯、电子游艺与体育赛事三类游戏各一次有效投注即可获得额外奖励',
    description:
      '活动期间每位会员仅限领取一次，奖励将在领取后自动发放至中心钱包，请于活动结束前领取，逾期视为自动放弃。',
    rewardMinor: 888_888_88,
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  render: (args) => <ClaimingTask {...args} />,
  args: { title: 'Bet 1,000 today', description: 'Valid bets today reach 1,000' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Claimed' })).toBeDisabled());
    releaseFocus(canvasElement);
  },
};
