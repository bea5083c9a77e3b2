import type { ReactNode, Ref } from 'react';
import * as styles from './GameLobby.css.ts';

export type GameLobbyProps = {
  /** The category tabs, vertical (`GameCategoryTabs` with `orientation="vertical"`). */
  categories: ReactNode;
  /** The games of the selected category (`GameGrid`). */
  games: ReactNode;
  ref?: Ref<HTMLDivElement>;
};

/**
 * A lobby whose categories are a sidebar: the category tabs in a column beside the game grid, not a full-width stack
 * above it, so the first games are in the first screen.
 */
export function GameLobby({ categories, games, ref }: GameLobbyProps) {
  return (
    <div ref={ref} className={styles.lobby}>
      <div className={styles.sidebar}>{categories}</div>
      <div>{games}</div>
    </div>
  );
}
