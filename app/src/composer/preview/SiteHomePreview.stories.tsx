import { requireSiteConfig } from '@platform/site-config';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SitePreview } from './SitePreview.tsx';

/**
 * Each site's home as its config composes it, through the app's own block registry and tab bar, in its theme and
 * language whatever the toolbar says: designers and operators review whole pages here.
 */
const meta = {
  tags: ['every-site'],
  title: 'App/Site previews/Home',
  component: SitePreview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SitePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hgty: Story = {
  args: { config: requireSiteConfig('hgty') },
  play: async ({ canvas }) => {
    const page = within(canvas.getByRole('main'));
    await expect(page.getByRole('region', { name: '活动横幅' })).toBeVisible();
    await expect(page.getByRole('button', { name: '兑换' })).toBeVisible();
    await expect(await page.findByRole('button', { name: /Manchester City/ })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: /导航/ })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /我的/ })).toBeVisible();
  },
};

export const Hgtyc: Story = { args: { config: requireSiteConfig('hgtyc') } };

/** blty has its own home: VIP card first, a category sidebar, no banners or recommended matches. */
export const Blty: Story = {
  args: { config: requireSiteConfig('blty') },
  play: async ({ canvas }) => {
    const page = within(canvas.getByRole('main'));
    await expect(page.getByRole('tablist')).toHaveAttribute('aria-orientation', 'vertical');
    await expect(page.queryByRole('region', { name: '活动横幅' })).toBeNull();
    await expect(page.queryByRole('button', { name: /Manchester City/ })).toBeNull();
    await expect(canvas.getByRole('link', { name: /任务/ })).toBeVisible();
  },
};

export const By: Story = {
  args: { config: requireSiteConfig('by') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '活動橫幅' })).toBeVisible();
  },
};

export const Betwin: Story = {
  args: { config: requireSiteConfig('betwin') },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: 'BetWin coin' })[0]).toBeVisible();
  },
};

/** A visitor: member blocks invite to sign in instead of loading anything. */
export const HgtyVisitor: Story = {
  args: { config: requireSiteConfig('hgty'), signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('登录后查看余额与场馆钱包')).toBeVisible();
  },
};

export const HgtyLoading: Story = {
  args: { config: requireSiteConfig('hgty'), state: 'loading' },
  parameters: { imagesMayNotLoad: true },
};

export const HgtycError: Story = {
  args: { config: requireSiteConfig('hgtyc'), state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: '重试' }).length).toBeGreaterThan(0);
  },
};

export const ByEmpty: Story = {
  args: { config: requireSiteConfig('by'), state: 'empty' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暫無遊戲')).toBeVisible();
  },
};
