import type { Meta, StoryObj } from '@storybook/react-vite';
import { useId, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { gameCategoriesFixture, gamesFixture } from '../../story-fixtures/fixtures.ts';
import { GameCategoryTabs, gameCategoryTabId } from '../GameCategoryTabs/index.ts';
import { GameGrid } from '../GameGrid/index.ts';
import { GameLobby } from './GameLobby.tsx';

/** A site whose lobby has its categories as a sidebar (blty): the tabs beside two columns of games. */
function SidebarLobby({ onPlay }: { onPlay: () => void }) {
  const panelId = useId();
  const [selectedId, setSelectedId] = useState<string>(gameCategoriesFixture[0].id);
  return (
    <GameLobby
      categories={
        <GameCategoryTabs
          categories={gameCategoriesFixture}
          selectedId={selectedId}
          onSelect={setSelectedId}
          panelId={panelId}
          orientation="vertical"
        />
      }
      games={
        <GameGrid
          games={gamesFixture}
          imageOptions={{ version: '20260314', webp: true }}
          onPlay={onPlay}
          columns={2}
          panel={{ id: panelId, labelledBy: gameCategoryTabId(panelId, selectedId) }}
        />
      }
    />
  );
}

const meta = {
  title: 'Games/GameLobby',
  component: SidebarLobby,
  globals: { locale: 'zh-CN' },
  args: { onPlay: fn() },
} satisfies Meta<typeof SidebarLobby>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The categories sit beside the games: the first game's top is level with the first tab's, not below the list. */
export const Default: Story = {
  tags: ['every-site'],
  play: async ({ canvas, canvasElement }) => {
    const firstTab = canvas.getByRole('tab', { name: gameCategoriesFixture[0].name }).getBoundingClientRect();
    const lastTab = canvas
      .getByRole('tab', { name: gameCategoriesFixture.at(-1)?.name ?? '' })
      .getBoundingClientRect();
    const firstGame = canvas.getByRole('button', { name: gamesFixture[0].name }).getBoundingClientRect();
    await expect(firstGame.left).toBeGreaterThanOrEqual(firstTab.right);
    await expect(firstGame.top).toBeLessThan(lastTab.top);
    // Nothing runs past the page's edge.
    const page = canvasElement.getBoundingClientRect();
    const lastGame = canvas
      .getByRole('button', { name: gamesFixture.at(-1)?.name ?? '' })
      .getBoundingClientRect();
    await expect(lastGame.right).toBeLessThanOrEqual(page.right);
  },
};
