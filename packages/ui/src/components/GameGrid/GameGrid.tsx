import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { Ref } from 'react';
import { type UiStrings, uiCatalog, useMessages } from '../../i18n/index.ts';
import { Button } from '../Button/index.ts';
import {
  GameCard,
  type GameCardGame,
  GameCardPlaceholder,
  type GameImageOptions,
} from '../GameCard/index.ts';
import * as styles from './GameGrid.css.ts';

export const gameGridStates = ['ready', 'loading', 'error'] as const;

export type GameGridProps = {
  games: readonly GameCardGame[];
  imageOptions: GameImageOptions;
  onPlay: (game: GameCardGame) => void;
  /** Tapping a game under maintenance (GameCard's `onMaintenance`). */
  onMaintenance?: ((game: GameCardGame) => void) | undefined;
  state?: (typeof gameGridStates)[number];
  onRetry?: () => void;
  /** When the grid is the panel of GameCategoryTabs: its id and the selected tab's id. */
  panel?: { id: string; labelledBy: string } | undefined;
  /** Fixed tiles per row (a site's choice); fits as many as the width allows when omitted. */
  columns?: number | undefined;
  /** Tiles drawn while loading, each a game card's size: as many as the grid will show, as far as it is known. */
  loadingTiles?: number;
  /** The first tiles, on the first screen: their images load at once (GameCard's `eager`). */
  eagerTiles?: number;
  ref?: Ref<HTMLDivElement>;
};

/** The lobby's game tiles, with loading, empty and error (retry) states. */
export function GameGrid({
  games,
  imageOptions,
  onPlay,
  onMaintenance,
  state = 'ready',
  onRetry,
  panel,
  columns,
  loadingTiles = 6,
  eagerTiles = 0,
  ref,
}: GameGridProps) {
  const text = useMessages(uiCatalog).gameGrid;
  const panelProps = panel ? { id: panel.id, role: 'tabpanel', 'aria-labelledby': panel.labelledBy } : {};
  return (
    <div
      ref={ref}
      {...panelProps}
      style={
        columns ? assignInlineVars({ [styles.columnsVar]: `repeat(${columns}, minmax(0, 1fr))` }) : undefined
      }
    >
      <GameGridContent
        games={games}
        imageOptions={imageOptions}
        onPlay={onPlay}
        onMaintenance={onMaintenance}
        state={state}
        onRetry={onRetry}
        loadingTiles={loadingTiles}
        eagerTiles={eagerTiles}
        text={text}
      />
    </div>
  );
}

function GameGridContent({
  games,
  imageOptions,
  onPlay,
  onMaintenance,
  state,
  onRetry,
  loadingTiles,
  eagerTiles,
  text,
}: Required<
  Pick<GameGridProps, 'games' | 'imageOptions' | 'onPlay' | 'state' | 'loadingTiles' | 'eagerTiles'>
> & {
  onMaintenance: GameGridProps['onMaintenance'];
  onRetry: (() => void) | undefined;
  text: UiStrings['gameGrid'];
}) {
  switch (state) {
    case 'loading':
      return (
        <div className={styles.grid} role="status" aria-busy="true" aria-label={text.loading}>
          {Array.from({ length: loadingTiles }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <GameCardPlaceholder key={index} />
          ))}
        </div>
      );
    case 'error':
      return (
        <div className={styles.message} role="alert">
          <span>{text.error}</span>
          {onRetry ? (
            <Button tone="secondary" onClick={onRetry}>
              {text.retry}
            </Button>
          ) : null}
        </div>
      );
    case 'ready':
      if (games.length === 0) {
        return <p className={styles.message}>{text.empty}</p>;
      }
      return (
        <ul className={styles.grid}>
          {games.map((game, index) => (
            <li key={game.id}>
              <GameCard
                game={game}
                imageOptions={imageOptions}
                onPlay={onPlay}
                onMaintenance={onMaintenance}
                eager={index < eagerTiles}
              />
            </li>
          ))}
        </ul>
      );
    default:
      return state satisfies never;
  }
}
