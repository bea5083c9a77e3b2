import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { pictureFixture } from '../../story-fixtures/fixtureImages.ts';
import { ImageGallery } from './ImageGallery.tsx';

const meta = {
  title: 'Member/ImageGallery',
  component: ImageGallery,
  globals: { locale: 'zh-CN' },
  args: {
    label: '反馈截图',
    images: [
      { src: pictureFixture('1', 200, 240, 240), alt: '截图 1' },
      { src: pictureFixture('2', 20, 240, 240), alt: '截图 2' },
    ],
  },
} satisfies Meta<typeof ImageGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas }) => {
    const gallery = canvas.getByRole('list', { name: '反馈截图' });
    await expect(gallery).toBeVisible();
    await expect(canvas.getByRole('img', { name: '截图 2' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    images: [
      { src: pictureFixture('1', 200, 240, 240), alt: '截图 1' },
      { src: undefined, alt: '截图 2' },
    ],
  },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('图片加载中…')).toBeInTheDocument();
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { label: 'Screenshots', images: [{ src: undefined, alt: 'Screenshot 1' }] },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading image…')).toBeInTheDocument();
  },
};
