import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { recordStatuses, statusTones } from './recordStatus.ts';
import { StatusTag } from './StatusTag.tsx';

const meta = {
  title: 'Records/StatusTag',
  component: StatusTag,
  globals: { locale: 'zh-CN' },
  args: { status: 'success' },
  argTypes: { status: { control: 'select', options: recordStatuses } },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('成功')).toBeVisible();
  },
};

/** A bet the venue voided (the contract's bet status `void`). */
export const VoidBet: Story = {
  args: { status: 'void' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('已作废')).toBeVisible();
  },
};

export const EveryStatus: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {recordStatuses.map((status) => (
        <StatusTag key={status} status={status} />
      ))}
    </div>
  ),
};

export const EveryStatusInEnglish: Story = { ...EveryStatus, globals: { locale: 'en-US' } };

export const FreeLabel: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {statusTones.map((tone) => (
        <StatusTag key={tone} label={`返水 ${tone}`} tone={tone} />
      ))}
    </div>
  ),
};
