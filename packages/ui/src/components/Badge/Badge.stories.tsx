import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeTones } from './Badge.tsx';

const meta = {
  title: 'Layout/Badge',
  component: Badge,
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
  args: { tone: 'negative', count: 5 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5')).toBeVisible();
  },
};

export const OverMaximum: Story = {
  args: { count: 120 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('99+')).toBeVisible();
  },
};

export const ZeroIsHidden: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('span[class]')).toBeNull();
  },
};

export const Dot: Story = {
  args: { dot: true, label: 'New messages', count: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'New messages' })).toBeVisible();
  },
};

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </div>
  ),
};

export const ChineseText: Story = {
  args: { count: undefined, children: '热门', tone: 'accent' },
  globals: { locale: 'zh-CN' },
};

export const EnglishText: Story = {
  args: { count: undefined, children: 'New', tone: 'brand' },
  globals: { locale: 'en-US' },
};
