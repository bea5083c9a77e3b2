import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SiteHomePreview } from './SiteHomePreview.tsx';
import { releaseFocus } from './storySupport.ts';

/**
 * Each site's home page as its config composes it, in its own theme and language, whatever the
 * toolbar says: designers and operators review whole pages here.
 */
const meta = {
  title: 'Site previews/Home',
  component: SiteHomePreview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteHomePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hgty: Story = {
  args: { site: 'hgty' },
  play: async ({ canvas }) => {
    const page = within(canvas.getByRole('main'));
    await expect(page.getByRole('region', { name: '活动横幅' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '热门赛事' })).toBeVisible();
    await expect(page.getByRole('button', { name: '兑换' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '快捷入口' })).toBeVisible();
    await expect(page.getAllByRole('link', { name: /VIP 晋级礼金|体育无限返水|每日首存/ })).toHaveLength(3);
    await expect(page.getByRole('img', { name: '仅限年满 18 周岁人士' })).toBeVisible();
  },
};

export const Hgtyc: Story = {
  args: { site: 'hgtyc' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // hgtyc starts its recommended matches at placement 2.
    await expect(canvas.getByRole('button', { name: /利物浦/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '换一批' }));
    await expect(canvas.getByRole('button', { name: /利物浦/ })).toBeVisible();
    releaseFocus(canvasElement);
  },
};

/** blty has its own home: VIP card first, a category sidebar, two-column games, no banners or matches. */
export const Blty: Story = {
  args: { site: 'blty' },
  play: async ({ canvas }) => {
    const page = within(canvas.getByRole('main'));
    await expect(page.getByRole('heading', { name: /VIP2/ })).toBeVisible();
    await expect(page.getByRole('tablist', { name: '游戏分类' })).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
    await expect(page.getByRole('link', { name: 'Android 下载' })).toBeVisible();
    await expect(page.queryByRole('region', { name: '活动横幅' })).toBeNull();
    await expect(page.queryByRole('heading', { name: '热门赛事' })).toBeNull();
  },
};

export const By: Story = {
  args: { site: 'by' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '活動橫幅' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '熱門活動' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Android 下載' })).toBeVisible();
  },
};

export const Betwin: Story = {
  args: { site: 'betwin' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'BetWin coin' })[0]).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Latest offers' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /Unlimited 1.2% sports rebate/ })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Only for people aged 18 or over' })).toBeVisible();
  },
};
