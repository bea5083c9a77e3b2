import {
  nextRecommendedMatchPage,
  RECOMMENDED_MATCH_PAGE_SIZE,
  type RecommendedMatchPlacement,
} from '@platform/domain';
import { assign, setup } from 'xstate';
import { actorNotProvided } from '../shared/notProvided.ts';

export type RecommendedMatchesInput = {
  /** The site config's `features.recommendedMatches` (spec §6 turns it on for hgty and hgtyc). */
  enabled: boolean;
  /** The block's starting placement (its config `placement`): hgty starts at 1, hgtyc at 2. */
  placement: RecommendedMatchPlacement;
};

export type RecommendedMatchPageRequest = {
  page: number;
  pageSize: number;
  placement: RecommendedMatchPlacement;
};

/** One page as the server sends it: `d` items and `t` total, already unwrapped by the app's actor. */
export type RecommendedMatchPageResult<TMatch> = { items: ReadonlyArray<TMatch>; total: number };

export type RecommendedMatchesEvent = { type: 'NEXT_PAGE' } | { type: 'RETRY' };

export const recommendedMatchesTags = ['loading', 'failed', 'hidden'] as const;
export type RecommendedMatchesTag = (typeof recommendedMatchesTags)[number];

export type RecommendedMatchesContext<TMatch> = {
  enabled: boolean;
  page: number;
  pageSize: number;
  placement: RecommendedMatchPlacement;
  total: number;
  items: ReadonlyArray<TMatch>;
};

/**
 * Recommended-match paging (spec §4): three per page, "next" advances, and after the last page it wraps to
 * page 1 of placement 2 (the rule itself is the domain's `nextRecommendedMatchPage`). A block starts at its
 * configured placement; one that starts at placement 2 keeps wrapping onto it. Sites without the feature
 * never fetch. Typed by the match shape the app's fetch actor returns.
 */
export function createRecommendedMatchesMachine<TMatch>() {
  return setup({
    types: {
      context: {} as RecommendedMatchesContext<TMatch>,
      events: {} as RecommendedMatchesEvent,
      input: {} as RecommendedMatchesInput,
      tags: {} as RecommendedMatchesTag,
    },
    actors: {
      fetchRecommendedMatches: actorNotProvided<
        RecommendedMatchPageResult<TMatch>,
        RecommendedMatchPageRequest
      >('fetchRecommendedMatches'),
    },
    guards: {
      isEnabled: ({ context }) => context.enabled,
    },
  }).createMachine({
    id: 'recommendedMatches',
    context: ({ input }) => ({
      enabled: input.enabled,
      page: 1,
      pageSize: RECOMMENDED_MATCH_PAGE_SIZE,
      placement: input.placement,
      total: 0,
      items: [],
    }),
    initial: 'checkingSite',
    states: {
      checkingSite: {
        always: [{ guard: 'isEnabled', target: 'loading' }, { target: 'disabled' }],
      },
      disabled: { tags: ['hidden'] },
      loading: {
        tags: ['loading'],
        invoke: {
          id: 'fetchRecommendedMatches',
          src: 'fetchRecommendedMatches',
          input: ({ context }) => ({
            page: context.page,
            pageSize: context.pageSize,
            placement: context.placement,
          }),
          onDone: {
            target: 'ready',
            actions: assign({
              items: ({ event }) => event.output.items,
              total: ({ event }) => event.output.total,
            }),
          },
          onError: 'failed',
        },
      },
      ready: {
        on: {
          NEXT_PAGE: {
            target: 'loading',
            actions: assign(({ context }) => nextRecommendedMatchPage(context)),
          },
        },
      },
      failed: {
        tags: ['failed'],
        on: { RETRY: 'loading' },
      },
    },
  });
}
