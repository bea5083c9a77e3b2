import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { bannerSlidesFixture } from '../../story-fixtures/fixtures.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { BannerCarousel } from './BannerCarousel.tsx';

const meta = {
  title: 'Layout/BannerCarousel',
  component: BannerCarousel,
  globals: { locale: 'zh-CN' },
  args: { slides: bannerSlidesFixture, onSelectSlide: fn() },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: '第 1 张' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '下一张' }));
    await expect(canvas.getByRole('button', { name: '第 2 张' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '第 3 张' }));
    await userEvent.click(canvas.getByRole('button', { name: '下一张' }));
    // Wraps from the last slide back to the first.
    await expect(canvas.getByRole('button', { name: '第 1 张' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '春节活动：每日首存送 8% 红利' }));
    await expect(args.onSelectSlide).toHaveBeenCalledWith(bannerSlidesFixture[0]);
    releaseFocus(canvasElement);
  },
};

export const PausedByMember: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const pause = canvas.getByRole('button', { name: '暂停自动播放' });
    await userEvent.click(pause);
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    releaseFocus(canvasElement);
  },
};

export const SingleSlide: Story = {
  args: { slides: bannerSlidesFixture.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '下一张' })).toBeNull();
  },
};

export const Empty: Story = { args: { slides: [] } };

export const DisplayOnly: Story = { args: { onSelectSlide: undefined, initialIndex: 1 } };

export const English: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(canvas.getByRole('button', { name: 'Slide 3' })).toHaveAttribute('aria-current', 'true');
    releaseFocus(canvasElement);
  },
};
