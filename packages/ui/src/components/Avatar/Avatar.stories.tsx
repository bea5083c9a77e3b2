import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { pictureFixture } from '../../story-fixtures/fixtureImages.ts';
import { Avatar, avatarSizes } from './Avatar.tsx';

const meta = {
  title: 'Member/Avatar',
  component: Avatar,
  globals: { locale: 'zh-CN' },
  args: { qq: pictureFixture('王', 200, 96, 96), username: '王小明', size: 'large' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  name: 'QQ as avatar',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '王小明的头像' })).toHaveAttribute('src', meta.args.qq);
  },
};

export const DefaultWhenQqAbsent: Story = {
  args: { qq: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '王小明的头像' }).tagName).toBe('svg');
  },
};

export const DefaultWhenImageBroken: Story = {
  args: { qq: '/site-assets/missing-avatar.png' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: '王小明的头像' }).tagName).toBe('svg'));
  },
};

export const Visitor: Story = {
  args: { qq: null, username: null },
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Default avatar' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
};
