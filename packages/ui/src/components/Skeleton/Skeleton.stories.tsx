import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, SkeletonBlock } from './Skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { rows: 3, withMedia: false },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中…');
  },
};

export const WithMedia: Story = { args: { withMedia: true, rows: 4 } };

export const Empty: Story = {
  args: { rows: 0 },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中…');
  },
};

export const LongContent: Story = { args: { rows: 12, withMedia: true } };

export const Shapes: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <SkeletonBlock shape="rect" width="100%" height="140px" />
      <SkeletonBlock shape="circle" width="56px" />
      <SkeletonBlock width="70%" />
    </div>
  ),
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('載入中…');
  },
};

export const EnglishText: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};
