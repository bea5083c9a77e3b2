import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fixtureTimeZone, recommendedMatchesFixture } from '../../story-fixtures/fixtures.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { MatchCard } from './MatchCard.tsx';

const meta = {
  title: 'Games/MatchCard',
  component: MatchCard,
  globals: { locale: 'zh-CN' },
  args: { match: recommendedMatchesFixture[1][0], onSelect: fn(), timeZone: fixtureTimeZone },
} satisfies Meta<typeof MatchCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /曼城.*阿森纳/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(recommendedMatchesFixture[1][0]);
    await expect(canvas.getByText('03/14 20:00')).toBeVisible();
    releaseFocus(canvasElement);
  },
};

export const LongTeamNames: Story = {
  args: {
    match: {
      ...recommendedMatchesFixture[1][0],
      league: '欧洲冠军联赛淘汰赛第二回合',
      homeTeam: '布伦瑞克艾因特拉赫特足球俱乐部',
      awayTeam: '门兴格拉德巴赫',
    },
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: {
    match: {
      ...recommendedMatchesFixture[1][0],
      league: 'Premier League',
      homeTeam: 'Manchester City',
      awayTeam: 'Arsenal',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('vs')).toBeVisible();
  },
};
