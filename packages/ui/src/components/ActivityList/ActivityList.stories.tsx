import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { pictureFixture } from '../../story-fixtures/fixtureImages.ts';
import { activitiesFixture, fixtureTimeZone } from '../../story-fixtures/fixtures.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { ActivityList } from './ActivityList.tsx';

const meta = {
  title: 'Layout/ActivityList',
  component: ActivityList,
  globals: { locale: 'zh-CN' },
  args: { activities: activitiesFixture.slice(0, 3), timeZone: fixtureTimeZone, onOpen: fn() },
} satisfies Meta<typeof ActivityList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: '热门活动' })).toBeVisible();
    await expect(canvas.getByText('活动时间：2026年3月1日 至 2026年3月31日')).toBeVisible();
    await expect(canvas.getByText('2026年1月1日起，长期有效')).toBeVisible();
    const card = canvas.getByRole('link', { name: /VIP 晋级礼金/ });
    await expect(card).toHaveAttribute('href', '/activity/detail?id=a3');
    await userEvent.click(card);
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(args.onOpen).toHaveBeenCalledWith(activitiesFixture[2]);
    releaseFocus(canvasElement);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('活动加载中…');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Empty: Story = {
  args: { activities: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无活动，敬请期待')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LongContent: Story = {
  args: {
    activities: [
      {
        id: 'long',
        title:
          '新春贺岁豪礼大放送：真人视讯、电子游艺、体育赛事全场馆有效投注累计达标即可领取最高 88,888 元彩金',
        imageUrl: pictureFixture('新春豪礼', 10, 640, 360),
        startsAt: activitiesFixture[3].startsAt,
        endsAt: activitiesFixture[3].endsAt,
        href: '/activity/detail?id=long',
      },
    ],
  },
};

export const EnglishText: Story = {
  globals: { locale: 'en-US' },
  args: {
    activities: activitiesFixture.slice(0, 2).map((activity, index) => ({
      ...activity,
      title: ['8% bonus on your first deposit every day', 'Unlimited 1.2% sports rebate'][index] ?? '',
    })),
  },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Latest offers' })).toBeVisible();
    await expect(canvas.getByText('Mar 1, 2026 – Mar 31, 2026')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: /Unlimited 1.2% sports rebate/ }));
    await expect(args.onOpen).toHaveBeenCalledOnce();
    releaseFocus(canvasElement);
  },
};

export const TraditionalChinese: Story = {
  globals: { locale: 'zh-HK' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '熱門活動' })).toBeVisible();
  },
};
