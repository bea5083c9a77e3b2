import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { gameCategoriesFixture, gamesFixture } from '../../story-fixtures/fixtures.ts';
import { releaseFocus } from '../../story-fixtures/storySupport.ts';
import { GameCategoryTabs, gameCategoryTabId } from '../GameCategoryTabs/index.ts';
import { GameGrid, gameGridStates } from './GameGrid.tsx';

const meta = {
  title: 'Games/GameGrid',
  component: GameGrid,
  globals: { locale: 'zh-CN' },
  args: {
    games: gamesFixture,
    imageOptions: { version: '20260314', webp: true },
    onPlay: fn(),
    onRetry: fn(),
    state: 'ready',
  },
  argTypes: { state: { control: 'inline-radio', options: gameGridStates } },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '沙巴体育' }));
    await expect(args.onPlay).toHaveBeenCalledWith(gamesFixture[3]);
    releaseFocus(canvasElement);
  },
};

/** The lobby on the first screen: the first tiles' images are fetched at once, the rest when scrolled near. */
export const FirstScreenImages: Story = {
  args: { columns: 2, eagerTiles: 2 },
  play: async ({ canvasElement }) => {
    const loading = [...canvasElement.querySelectorAll('img')].map((image) => image.loading);
    await expect(loading.slice(0, 2)).toEqual(['eager', 'eager']);
    await expect(new Set(loading.slice(2))).toEqual(new Set(['lazy']));
  },
};

export const Loading: Story = { args: { state: 'loading' } };

export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('该分类暂无游戏')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { state: 'error' },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('游戏加载失败');
    await userEvent.click(canvas.getByRole('button', { name: '请再试一次' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    releaseFocus(canvasElement);
  },
};

export const English: Story = {
  globals: { locale: 'en-US' },
  args: { state: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Please try again' })).toBeVisible();
  },
};

/** The lobby: category tabs control the grid (icons swap normal/selected). */
export const WithCategoryTabs: Story = {
  render: function Lobby(args) {
    const [selectedId, setSelectedId] = useState<string>(gameCategoriesFixture[0].id);
    const panelId = useId();
    const index = gameCategoriesFixture.findIndex((category) => category.id === selectedId);
    return (
      <div style={{ display: 'grid', gap: 12 }}>
        <GameCategoryTabs
          categories={gameCategoriesFixture}
          selectedId={selectedId}
          onSelect={setSelectedId}
          panelId={panelId}
        />
        <GameGrid
          {...args}
          games={args.games.slice(index)}
          panel={{ id: panelId, labelledBy: gameCategoryTabId(panelId, selectedId) }}
        />
      </div>
    );
  },
};

export const FourColumns: Story = { args: { columns: 4 } };
