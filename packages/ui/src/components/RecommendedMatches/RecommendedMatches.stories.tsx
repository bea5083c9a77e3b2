import {
  nextRecommendedMatchPage,
  RECOMMENDED_MATCH_PAGE_SIZE,
  type RecommendedMatchPlacement,
} from '@platform/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { fixtureTimeZone, recommendedMatchesFixture } from '../../story-fixtures/fixtures.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import {
  RecommendedMatches,
  type RecommendedMatchesProps,
  recommendedMatchesStates,
} from './RecommendedMatches.tsx';

/** Pages like the app: "next" goes through the domain paging rule, which wraps to page 1 of placement 2. */
function PagedRecommendedMatches(props: RecommendedMatchesProps) {
  const [position, setPosition] = useState<{ page: number; placement: RecommendedMatchPlacement }>({
    page: 1,
    placement: 1,
  });
  const all = recommendedMatchesFixture[position.placement];
  const start = (position.page - 1) * RECOMMENDED_MATCH_PAGE_SIZE;
  return (
    <RecommendedMatches
      {...props}
      matches={all.slice(start, start + RECOMMENDED_MATCH_PAGE_SIZE)}
      page={position.page}
      total={all.length}
      onNext={() => {
        props.onNext();
        setPosition(
          nextRecommendedMatchPage({ ...position, pageSize: RECOMMENDED_MATCH_PAGE_SIZE, total: all.length }),
        );
      }}
    />
  );
}

const meta = {
  title: 'Games/RecommendedMatches',
  component: RecommendedMatches,
  globals: { locale: 'zh-CN' },
  args: {
    matches: recommendedMatchesFixture[1].slice(0, 3),
    page: 1,
    total: recommendedMatchesFixture[1].length,
    onNext: fn(),
    onSelectMatch: fn(),
    state: 'ready',
    timeZone: fixtureTimeZone,
  },
  argTypes: { state: { control: 'inline-radio', options: recommendedMatchesStates } },
} satisfies Meta<typeof RecommendedMatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  render: (args) => <PagedRecommendedMatches {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    const next = canvas.getByRole('button', { name: '换一批' });
    await expect(canvas.getByText('第 1/3 页')).toBeVisible();
    await userEvent.click(next);
    await expect(canvas.getByRole('button', { name: /拜仁慕尼黑/ })).toBeVisible();
    await userEvent.click(next);
    await expect(canvas.getByText('第 3/3 页')).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(1);
    // After the last page: page 1 of placement 2.
    await userEvent.click(next);
    await expect(canvas.getByRole('button', { name: /利物浦/ })).toBeVisible();
    await expect(canvas.getByText('第 1/1 页')).toBeVisible();
    releaseFocus(canvasElement);
  },
};

export const SelectingAMatch: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /皇家马德里/ }));
    await expect(args.onSelectMatch).toHaveBeenCalledWith(recommendedMatchesFixture[1][1]);
    releaseFocus(canvasElement);
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '换一批' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { matches: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无推荐赛事')).toBeVisible();
  },
};

export const ErrorState: Story = { args: { state: 'error' } };

export const English: Story = {
  globals: { locale: 'en-US' },
  render: (args) => <PagedRecommendedMatches {...args} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    releaseFocus(canvasElement);
  },
};
