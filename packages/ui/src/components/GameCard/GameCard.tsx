import { versionedImageUrl } from '@platform/domain';
import type { Ref } from 'react';
import { uiCatalog, useMessages } from '../../i18n/index.ts';
import { Badge } from '../Badge/index.ts';
import * as styles from './GameCard.css.ts';

export type GameCardGame = { id: string; name: string; imgUrl: string; maintenance: boolean };

/** Cache-busting version and WebP support, applied to every game image URL. */
export type GameImageOptions = { version: string; webp: boolean };

export type GameCardProps = {
  game: GameCardGame;
  imageOptions: GameImageOptions;
  onPlay: (game: GameCardGame) => void;
  /** Tapping a game under maintenance: where the member reads why (the operator's note). Without it, nothing. */
  onMaintenance?: ((game: GameCardGame) => void) | undefined;
  /**
   * On the first screen: the image loads at once instead of lazily. A lazy image waits for layout before it is
   * fetched, and a first-row tile is often the page's largest paint (blty's lobby: 0.7 s of LCP load delay).
   */
  eager?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * One game tile. The image loads lazily (at once where `eager`) with the version suffix (and .webp where supported); a game
 * under maintenance stays focusable so its state is announced, but does not launch: it says why where
 * `onMaintenance` is given, and is disabled otherwise.
 */
export function GameCard({ game, imageOptions, onPlay, onMaintenance, eager = false, ref }: GameCardProps) {
  const text = useMessages(uiCatalog).gameCard;
  return (
    // Raw <button>: the whole game tile is the tap target (image, name, badge), not a labelled Button.
    <button
      ref={ref}
      type="button"
      className={styles.card}
      aria-disabled={game.maintenance && !onMaintenance}
      onClick={() => (game.maintenance ? onMaintenance : onPlay)?.(game)}
    >
      <img
        className={styles.image}
        src={versionedImageUrl(game.imgUrl, imageOptions)}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <span className={styles.name}>{game.name}</span>
      {game.maintenance ? (
        <span className={styles.badge}>
          <Badge tone="warning">{text.maintenance}</Badge>
        </span>
      ) : null}
    </button>
  );
}

/** A tile of a loading grid: a game card's own box (square image, one line of name), with nothing in it. */
export function GameCardPlaceholder() {
  return (
    <span className={styles.card} aria-hidden="true">
      <span className={styles.image} />
      <span className={styles.name}>{'\u00a0'}</span>
    </span>
  );
}
