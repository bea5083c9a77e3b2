import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { pictureFixture } from '../../story-fixtures/fixtureImages.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { DownloadAppBanner } from './DownloadAppBanner.tsx';

const meta = {
  title: 'Layout/DownloadAppBanner',
  component: DownloadAppBanner,
  globals: { locale: 'zh-CN' },
  args: {
    iosUrl: 'https://download.example/ios',
    androidUrl: 'https://download.example/android.apk',
    imageSrc: pictureFixture('APP', 170, 750, 300),
    onDismiss: fn(),
  },
} satisfies Meta<typeof DownloadAppBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '下载 App' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'iOS 下载' })).toHaveAttribute(
      'href',
      'https://download.example/ios',
    );
    await expect(canvas.getByRole('link', { name: 'Android 下载' })).toHaveAttribute(
      'href',
      'https://download.example/android.apk',
    );
    // The cross is drawn small over the artwork; its touch target is the full control height.
    const dismiss = canvas.getByRole('button', { name: '关闭下载提示' }).getBoundingClientRect();
    await expect(Math.min(dismiss.width, dismiss.height)).toBeGreaterThanOrEqual(44);
  },
};

/** Closing it removes the banner and tells the app, which remembers the choice. */
export const Dismissed: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关闭下载提示' }));
    await expect(canvas.queryByRole('heading', { name: '下载 App' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'iOS 下载' })).toBeNull();
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

/** The longest labels: the links wrap onto two rows instead of squeezing. */
export const EnglishText: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Download for Android' })).toBeVisible();
    // Keyboard order: both downloads, then the close button drawn in the corner.
    await userEvent.keyboard('{Tab}{Tab}{Tab}');
    await expect(canvas.getByRole('button', { name: 'Dismiss app download' })).toHaveFocus();
    releaseFocus(canvasElement);
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Android 下載' })).toBeVisible();
  },
};
