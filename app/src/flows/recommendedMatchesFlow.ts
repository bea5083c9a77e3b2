import {
  createRecommendedMatchesMachine,
  type RecommendedMatchPageRequest,
  type RecommendedMatchPageResult,
} from '@platform/machines';
import type { Match } from '@platform/ui';
import { fromPromise } from 'xstate';

/** A recommended match with the sportsbook venue it is played on (the contract's `game_type`). */
export type PagedMatch = Match & { venueCode: string };

export type FetchMatchPage = (
  request: RecommendedMatchPageRequest,
  signal: AbortSignal,
) => Promise<RecommendedMatchPageResult<PagedMatch>>;

/**
 * Recommended-match paging (page size 3, wrapping to placement 2) over `fetchPage`: the api-client in the app
 * (`match/recommend/list`), fixtures in Storybook.
 */
export function createRecommendedMatchesFlow(fetchPage: FetchMatchPage) {
  return createRecommendedMatchesMachine<PagedMatch>().provide({
    actors: {
      fetchRecommendedMatches: fromPromise(({ input, signal }) => fetchPage(input, signal)),
    },
  });
}

export type RecommendedMatchesFlow = ReturnType<typeof createRecommendedMatchesFlow>;
