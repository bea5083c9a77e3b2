import type { GameGridBlockProps } from '@platform/site-config';
import { GameGrid, gameCategoryTabId, PageEmpty, useMessages } from '@platform/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { shellCatalog } from '../../i18n/shellCatalog.ts';
import { GAME_PANEL_ID, useGameSelection } from '../gameSelection.tsx';
import { useHomeData } from '../homeData.ts';
import { pinnedFirst } from '../pinnedGames.ts';
import { launchGame } from '../placeLeft.ts';

const ignore = () => {};

export function GameGridBlock({ props }: { props: GameGridBlockProps }) {
  const data = useHomeData();
  const catalogue = data.useGameCatalogue();
  const text = useMessages(shellCatalog).homeBlocks;
  const navigate = useNavigate();
  const location = useLocation();
  const categories = catalogue.status === 'ready' ? catalogue.value.categories : [];
  const { selectedId } = useGameSelection(categories.map((category) => category.id));
  const common = { imageOptions: data.imageOptions, columns: props.columns };
  // One row: how many games a category holds is not known before the catalogue (the demo's hold one row).
  const loadingTiles = Math.min(props.columns ?? 3, props.maxGames);
  // Two rows reach the first screen of a phone (the lobby starts above the fold): their images load at once.
  const eagerTiles = 2 * (props.columns ?? 4);
  switch (catalogue.status) {
    case 'loading':
      return <GameGrid {...common} games={[]} onPlay={ignore} state="loading" loadingTiles={loadingTiles} />;
    case 'error':
      return <GameGrid {...common} games={[]} onPlay={ignore} state="error" onRetry={catalogue.retry} />;
    case 'ready': {
      const games = pinnedFirst(catalogue.value.gamesByCategory[selectedId] ?? [], props.pinnedGameIds).slice(
        0,
        props.maxGames,
      );
      if (games.length === 0) return <PageEmpty message={text.noGames} />;
      const open = (game: { id: string }) => {
        const path = catalogue.value.launchPaths[game.id];
        if (path !== undefined) void launchGame(navigate, path, location, selectedId);
      };
      return (
        <GameGrid
          {...common}
          games={games}
          eagerTiles={eagerTiles}
          panel={{ id: GAME_PANEL_ID, labelledBy: gameCategoryTabId(GAME_PANEL_ID, selectedId) }}
          onPlay={open}
          // The game's page says why it is closed, with the operator's note (it launches nothing then).
          onMaintenance={open}
        />
      );
    }
    default:
      return catalogue satisfies never;
  }
}
