import type { MinorUnits } from '@platform/domain';
import type { RecommendedMatchesBlockProps } from '@platform/site-config';
import type {
  Activity,
  GameCardGame,
  GameCategoryTab,
  GameImageOptions,
  Match,
  VenueWallet,
} from '@platform/ui';
import { createContext, useContext } from 'react';
import type { Loadable, MemberLoadable } from './loadable.ts';

export type WalletSummary = {
  centralMinor: MinorUnits;
  venues: readonly VenueWallet[];
  refresh: () => void;
  refreshing: boolean;
};

export type VipStanding = {
  level: number;
  name: string;
  next: { level: number; currentMinor: MinorUnits; requiredMinor: MinorUnits } | undefined;
};

export type GameCatalogue = {
  categories: readonly GameCategoryTab[];
  gamesByCategory: Readonly<Record<string, readonly GameCardGame[]>>;
  /** The launch route of each game (spec §2 `/games/:id/:title/:code/:gtype`), by game id. */
  launchPaths: Readonly<Record<string, string>>;
};

export type MatchPaging =
  | { status: 'hidden' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | {
      status: 'ready';
      matches: readonly Match[];
      page: number;
      total: number;
      next: () => void;
      /** The sportsbook's launch route for a match, when the site offers that sportsbook. */
      launchPathOf: (match: Match) => string | undefined;
    };

/**
 * Everything the home blocks read, as hooks. The app supplies the live implementation (TanStack Query over the
 * api-client); Storybook supplies fixtures through the same interface, so a preview renders exactly the blocks
 * members see.
 */
export type HomeData = {
  useWallet(): MemberLoadable<WalletSummary>;
  /** Moves every venue balance back to the central wallet. */
  useRecallAll(): { recallAll: () => void; pending: boolean };
  useVip(): MemberLoadable<VipStanding>;
  useGameCatalogue(): Loadable<GameCatalogue>;
  useNotices(): Loadable<readonly string[]>;
  useActivities(maxItems: number): Loadable<readonly Activity[]>;
  useRecommendedMatches(block: RecommendedMatchesBlockProps): MatchPaging;
  /** Pull to refresh: reloads every block's data, settling when all of it has. */
  useRefreshAll(): () => Promise<void>;
  imageOptions: GameImageOptions;
};

export const HomeDataContext = createContext<HomeData | null>(null);

export function useHomeData(): HomeData {
  const data = useContext(HomeDataContext);
  if (data === null) throw new Error('A home block needs a HomeDataContext provider (live or fixture)');
  return data;
}
